package com.acme.streaming.common;

import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.streaming.DataStreamReader;

/** The shared helper returns a Kafka reader that already carries the rate limit. */
public class ProfileUpdatesJob {

    static DataStreamReader kafkaReader(SparkSession spark, String topic, long maxOffsets) {
        return spark.readStream()
                .format("kafka")
                .option("kafka.bootstrap.servers", "kafka-core:9092")
                .option("subscribe", topic)
                .option("maxOffsetsPerTrigger", maxOffsets);
    }

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("profile-updates").getOrCreate();

        Dataset<Row> profiles = kafkaReader(spark, "profiles.updated", 20000L)
                .option("startingOffsets", "earliest")
                .load()
                .selectExpr("CAST(key AS STRING) AS profileId", "CAST(value AS STRING) AS profile");

        profiles.writeStream()
                .format("delta")
                .option("checkpointLocation", "s3a://acme-core/checkpoints/profile-updates")
                .toTable("core.profile_updates")
                .awaitTermination();
    }
}
