package com.acme.events;

import org.apache.spark.sql.SparkSession;

/** The session comes from a factory that sets the root; the query started by the job has no name. */
class EventsArchiver {

    static SparkSession session(String app) {
        return SparkSession.builder()
                .appName(app)
                .config("spark.sql.streaming.checkpointLocation", "s3a://acme-events/checkpoints/" + app)
                .getOrCreate();
    }

    public static void main(String[] args) throws Exception {
        SparkSession spark = session("events-archiver");
        spark.readStream().format("kafka")
                .option("kafka.bootstrap.servers", "kafka-events:9092")
                .option("subscribe", "events")
                .option("maxOffsetsPerTrigger", 100000L)
                .load()
                .writeStream()
                .format("json")
                .option("path", "s3a://acme-events/archive")
                .start() // expect: SS005 "checkpoints it in s3a://acme-events/checkpoints/events-archiver/<random UUID>, a new directory on every run: a restart recovers no offsets and no state" "Add .queryName(\"<stable name>\") to the writeStream() chain (the checkpoint becomes s3a://acme-events/checkpoints/events-archiver/<name>)"
                .awaitTermination();
    }
}
