package com.acme.platform.ingest;

import java.util.Map;

import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;

/**
 * A library entry point: callers pass the Kafka options, which are not visible here. They may well hold
 * maxOffsetsPerTrigger.
 */
public final class TopicLander {

    private TopicLander() {
    }

    public static void land(SparkSession spark, Map<String, String> kafkaOptions, String table, String checkpoint)
            throws Exception {
        Dataset<Row> records = spark.readStream()
                .format("kafka")
                .options(kafkaOptions)
                .load()
                .selectExpr("topic", "partition", "offset", "CAST(value AS STRING) AS value", "timestamp");

        records.writeStream()
                .format("delta")
                .option("checkpointLocation", checkpoint)
                .toTable(table);
    }
}
