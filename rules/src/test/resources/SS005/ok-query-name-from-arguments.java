package com.acme.events;

import org.apache.spark.sql.SparkSession;

/** The query name comes from the command line: it is set, whatever its value. */
class EventsArchiver {

    public static void main(String[] args) throws Exception {
        String jobName = args[0];
        SparkSession spark = SparkSession.builder().appName(jobName)
                .config("spark.sql.streaming.checkpointLocation", "s3a://acme-events/checkpoints")
                .getOrCreate();
        spark.readStream().format("kafka")
                .option("kafka.bootstrap.servers", "kafka-events:9092")
                .option("subscribe", "events")
                .option("maxOffsetsPerTrigger", 100000L)
                .load()
                .writeStream().queryName(jobName)
                .format("json")
                .start("s3a://acme-events/archive")
                .awaitTermination();
    }
}
