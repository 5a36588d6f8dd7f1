package com.acme.ss039.backfill;

import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.streaming.Trigger;

/**
 * One query run two ways on one checkpoint: a catch-up run that stops when the backlog is read, then the continuous
 * run that goes on from where it stopped. Same source, so the offsets are its own.
 */
class ClickstreamLoader {
    static final String CHECKPOINT = "/data/checkpoints/clickstream";

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("clickstream-loader").getOrCreate();
        Dataset<Row> clicks = spark.readStream().format("json").schema("user STRING, url STRING, ts TIMESTAMP")
                .option("maxFilesPerTrigger", 100).load("/data/incoming/clicks");
        clicks.writeStream()
                .format("parquet")
                .trigger(Trigger.AvailableNow())
                .option("checkpointLocation", CHECKPOINT)
                .start("/data/clickstream")
                .awaitTermination();
        clicks.writeStream()
                .format("parquet")
                .trigger(Trigger.ProcessingTime("1 minute"))
                .option("checkpointLocation", CHECKPOINT)
                .start("/data/clickstream")
                .awaitTermination();
    }
}
