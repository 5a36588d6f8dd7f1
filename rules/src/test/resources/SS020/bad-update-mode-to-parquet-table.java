package com.acme.ss020.table;

import org.apache.spark.sql.SparkSession;

/** toTable supplies the path, but a parquet table is still a file sink: append only. */
class ProductCountsJob {
    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("product-counts").getOrCreate();
        run(spark);
        spark.streams().awaitAnyTermination();
    }

    static void run(SparkSession spark) throws Exception {
        spark.readStream()
                .format("rate")
                .load()
                .selectExpr("value % 30 AS product")
                .groupBy("product")
                .count()
                .writeStream()
                .format("parquet")
                .outputMode("update") // expect: SS020 "file sinks only append: Spark rejects it at toTable()" "Write in append mode (an aggregation then needs a watermark), or use foreachBatch"
                .option("checkpointLocation", "checkpoints/product-counts")
                .toTable("product_counts");
    }
}
