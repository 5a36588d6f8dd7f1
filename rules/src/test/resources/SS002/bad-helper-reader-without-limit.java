package com.acme.streaming.common;

import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.streaming.DataStreamReader;

/** A shared helper sets up the Kafka reader; neither it nor its callers set a rate limit. */
public class KafkaIngest {

    static DataStreamReader kafkaReader(SparkSession spark, String topic) {
        return spark.readStream()
                .format("kafka") // expect: SS002 "on its first start (startingOffsets \"earliest\") and after downtime, one micro-batch reads every record up to the latest offsets" "Set .option(\"maxOffsetsPerTrigger\", \"<records per batch>\") on this reader"
                .option("kafka.bootstrap.servers", "kafka-core:9092")
                .option("kafka.security.protocol", "SASL_SSL")
                .option("subscribe", topic);
    }

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("profile-updates").getOrCreate();

        Dataset<Row> profiles = kafkaReader(spark, "profiles.updated")
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
