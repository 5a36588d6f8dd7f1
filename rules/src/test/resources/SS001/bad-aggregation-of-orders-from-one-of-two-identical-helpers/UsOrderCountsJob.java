package com.acme.orders.jobs;

import static org.apache.spark.sql.functions.col;

import com.acme.orders.us.OrderSources;
import org.apache.spark.sql.SparkSession;

/** Orders per store in the US, appended to the lake. */
public final class UsOrderCountsJob {

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("us-order-counts").getOrCreate();
        OrderSources.orders(spark)
                .groupBy(col("storeId")) // expect: SS001 "none of its grouping keys carries an event-time watermark: Spark rejects the query at start()" "Add .withWatermark(\"<event time>\", \"<delay>\") before groupBy(col(\"storeId\"))"
                .count()
                .writeStream()
                .queryName("us_order_counts")
                .format("parquet")
                .option("checkpointLocation", "/chk/us-order-counts")
                .start("/lake/us-order-counts")
                .awaitTermination();
    }
}
