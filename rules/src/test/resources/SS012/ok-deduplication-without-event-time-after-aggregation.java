package com.acme.ss012.plaindedup;

import static org.apache.spark.sql.functions.col;
import static org.apache.spark.sql.functions.max;

import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;

/**
 * The highest alert level per device, each (device, level) reported once. The deduplication has no event-time
 * key, so Spark does not count it as a stateful operator behind the update-mode aggregation.
 */
class DeviceAlertLevelsJob {
    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("device-alert-levels").getOrCreate();
        run(spark);
        spark.streams().awaitAnyTermination();
    }

    static void run(SparkSession spark) throws Exception {
        Dataset<Row> alerts = spark.readStream().format("rate").load()
                .select(col("value").mod(12).as("device"), col("value").mod(5).as("level"));
        alerts.groupBy("device")
                .agg(max("level").as("level"))
                .dropDuplicates("device", "level") // expect: SS035
                .writeStream()
                .outputMode("update")
                .format("console")
                .start();
    }
}
