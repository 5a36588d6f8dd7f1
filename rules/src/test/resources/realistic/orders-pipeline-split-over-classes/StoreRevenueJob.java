package com.shop.orders;

import static org.apache.spark.sql.functions.col;
import static org.apache.spark.sql.functions.sum;
import static org.apache.spark.sql.functions.window;

import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;

/** Revenue per store and 10 minutes; the watermark was left out, so Spark rejects append mode at start(). */
public final class StoreRevenueJob {

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("store-revenue").getOrCreate();
        Dataset<Row> revenue = new OrderSource(spark).orders()
                .groupBy(col("storeId"), window(col("orderedAt"), "10 minutes")) // expect: SS001
                .agg(sum("amount").as("revenue"));

        revenue.writeStream()
                .format("parquet")
                .outputMode("append")
                .option("path", "s3a://shop-lake/store_revenue/")
                .option("checkpointLocation", PipelineConfig.CHECKPOINT_ROOT + "store-revenue")
                .start()
                .awaitTermination();
    }
}
