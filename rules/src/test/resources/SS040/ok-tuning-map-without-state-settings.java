package com.acme.ss040.ui;

import static org.apache.spark.sql.functions.col;
import static org.apache.spark.sql.functions.window;

import java.util.Map;

import org.apache.spark.sql.SparkSession;

/** A tuning map applied with Map.forEach sets nothing the checkpoint records. */
class QuietWindows {
    static final Map<String, String> TUNING = Map.of(
            "spark.ui.enabled", "false",
            "spark.sql.adaptive.enabled", "false");

    public static void main(String[] args) throws Exception {
        SparkSession.Builder builder = SparkSession.builder().appName("quiet-windows");
        TUNING.forEach(builder::config);
        TUNING.forEach((key, value) -> builder.config(key, value));
        SparkSession spark = builder.getOrCreate();
        spark.readStream().format("rate").load()
                .withWatermark("timestamp", "10 minutes")
                .groupBy(window(col("timestamp"), "5 minutes"))
                .count()
                .writeStream().format("delta").outputMode("append")
                .option("checkpointLocation", "s3a://acme-checkpoints/quiet-windows")
                .toTable("gold.quiet_windows");
        spark.streams().awaitAnyTermination();
    }
}
