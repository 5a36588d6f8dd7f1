package com.acme.ss014.fullouter;

import static org.apache.spark.sql.functions.col;
import static org.apache.spark.sql.functions.expr;

import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;

/** Merges two sensor feeds by reading id with a full outer join built in a helper; no watermark on either feed. */
class SensorMergeJob {

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("sensor-merge").getOrCreate();
        run(spark);
        spark.streams().awaitAnyTermination();
    }

    static Dataset<Row> merge(Dataset<Row> primary, Dataset<Row> backup) {
        return primary.join(backup, expr("primaryReadingId = backupReadingId"), "full"); // expect: SS014 "Spark rejects the query at start()" "Add withWatermark(..) to either input and a time range"
    }

    static void run(SparkSession spark) throws Exception {
        Dataset<Row> primary = spark.readStream().format("rate").load()
                .select(col("value").as("primaryReadingId"), col("timestamp").as("primaryAt"));
        Dataset<Row> backup = spark.readStream().format("rate").load()
                .select(col("value").as("backupReadingId"), col("timestamp").as("backupAt"));

        merge(primary, backup)
                .writeStream()
                .format("noop")
                .start();
    }
}
