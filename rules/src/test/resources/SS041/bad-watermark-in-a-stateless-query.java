package com.acme.ss041.stateless;

import static org.apache.spark.sql.functions.col;
import static org.apache.spark.sql.functions.from_json;

import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.types.StructType;

/** The watermark was meant to drop late events, but the query has no stateful operator: nothing is dropped. */
class CleanEvents {
    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("clean-events").getOrCreate();
        spark.readStream()
                .format("kafka")
                .option("kafka.bootstrap.servers", "kafka:9092")
                .option("subscribe", "raw.events")
                .option("maxOffsetsPerTrigger", 50000L)
                .load()
                .select(from_json(col("value").cast("string"), StructType.fromDDL("id STRING, type STRING, occurredAt TIMESTAMP")).as("e"))
                .select("e.*")
                .withWatermark("occurredAt", "10 minutes") // expect: SS041 "has no effect: the query writing 's3a://acme-events/tables/clean_events' has no stateful operator" "Remove it, or filter late events explicitly (e.g. where(col(\"occurredAt\").gt(..)))"
                .filter(col("type").isNotNull())
                .writeStream()
                .format("delta")
                .option("checkpointLocation", "s3a://acme-events/checkpoints/clean-events")
                .start("s3a://acme-events/tables/clean_events")
                .awaitTermination();
    }
}
