package com.acme.ss019.files;

import org.apache.spark.sql.SparkSession;

/** File sinks write one directory per partition value. */
class EventsBronzeJob {
    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("events-bronze").getOrCreate();
        run(spark);
        spark.streams().awaitAnyTermination();
    }

    static void run(SparkSession spark) throws Exception {
        spark.readStream()
                .format("rate")
                .load()
                .selectExpr("value AS eventId", "CAST(timestamp AS DATE) AS day")
                .writeStream()
                .format("json")
                .partitionBy("day")
                .option("checkpointLocation", "checkpoints/events-bronze")
                .start("out/events-bronze");
    }
}
