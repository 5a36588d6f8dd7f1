package com.acme.ss047.parquet;

import org.apache.spark.sql.SparkSession;

/** The reading settings ended up on the writer: the Kafka source starts at latest and reads without a limit. */
class SensorArchive {

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("sensor-archive").getOrCreate();
        spark.readStream()
                .format("kafka") // expect: SS002 "after downtime, one micro-batch reads every record up to the latest offsets" "Set .option(\"maxOffsetsPerTrigger\", \"<records per batch>\") on this reader"
                .option("kafka.bootstrap.servers", "broker-1:9092")
                .option("subscribe", "sensors")
                .load()
                .selectExpr("CAST(value AS STRING) AS reading", "timestamp")
                .writeStream()
                .format("parquet")
                .option("startingOffsets", "earliest") // expect: SS047 "Spark hands writer options to the sink, which ignores it" "Set it on the readStream() chain of the source, before load()"
                .option("maxOffsetsPerTrigger", 100000L) // expect: SS047 "Spark hands writer options to the sink, which ignores it" "Set it on the readStream() chain of the source, before load()"
                .option("checkpointLocation", "s3a://lake/_checkpoints/sensor-archive")
                .start("s3a://lake/sensor-archive")
                .awaitTermination();
    }
}
