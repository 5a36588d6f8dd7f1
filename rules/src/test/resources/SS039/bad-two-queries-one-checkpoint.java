package com.acme.ss039.checkpoint;

import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;

/**
 * Both queries use one checkpoint: starting the second silently stops the first (a warning: Spark runs,
 * with one query fewer than the code says).
 */
class PageViewsJob {
    static final String CHECKPOINT = "checkpoints/page-views";

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("page-views").getOrCreate();
        run(spark);
        spark.streams().awaitAnyTermination();
    }

    static void run(SparkSession spark) throws Exception {
        Dataset<Row> views = spark.readStream().format("rate").load().selectExpr("value AS viewId", "timestamp");
        views.writeStream()
                .format("parquet")
                .option("checkpointLocation", CHECKPOINT)
                .start("out/page-views");
        views.writeStream()
                .format("json")
                .option("checkpointLocation", CHECKPOINT) // expect: SS039 [warning] "Spark stops the other query without an error" "Give every query its own checkpoint directory"
                .start("out/page-views-json");
    }
}
