package com.acme.marketing;

import java.util.HashMap;
import java.util.Map;

import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;

/** Options collected in a HashMap, the limit among them. */
class EmailEventsJob {

    private static final String MAX_OFFSETS = "maxOffsetsPerTrigger";

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("email-events").getOrCreate();

        Map<String, String> source = new HashMap<>();
        source.put("kafka.bootstrap.servers", "kafka-marketing:9092");
        source.put("subscribe", "email.opens,email.clicks");
        source.put(MAX_OFFSETS, String.valueOf(25_000));

        Dataset<Row> emailEvents = spark.readStream()
                .format("kafka")
                .options(source)
                .option("startingOffsets", "latest")
                .load()
                .selectExpr("topic", "CAST(value AS STRING) AS event", "timestamp");

        emailEvents.writeStream()
                .format("delta")
                .option("checkpointLocation", "s3a://acme-marketing/checkpoints/email-events")
                .toTable("marketing.email_events")
                .awaitTermination();
    }
}
