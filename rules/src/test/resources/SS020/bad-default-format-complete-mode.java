package com.acme.ss020.defaultformat;

import org.apache.spark.sql.SparkSession;

/** Without format(...) the sink is the session's default source: parquet, append only. */
class CategoryCountsJob {
    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("category-counts").getOrCreate();
        run(spark);
        spark.streams().awaitAnyTermination();
    }

    static void run(SparkSession spark) throws Exception {
        spark.readStream()
                .format("rate")
                .load()
                .selectExpr("value % 12 AS category")
                .groupBy("category")
                .count()
                .writeStream()
                .outputMode("complete") // expect: SS020 "file sinks only append: Spark rejects it at start()" "Write in append mode (an aggregation then needs a watermark), or use foreachBatch"
                .option("checkpointLocation", "checkpoints/category-counts")
                .start("out/category-counts");
    }
}
