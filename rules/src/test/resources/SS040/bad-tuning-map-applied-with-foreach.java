package com.acme.ss040.tuning;

import static org.apache.spark.sql.functions.col;
import static org.apache.spark.sql.functions.window;

import java.util.LinkedHashMap;
import java.util.Map;

import org.apache.spark.sql.SparkSession;

/** A tuning map applied to the session builder with Map.forEach; it sets the shuffle partitions. */
class ClickWindows {
    static final Map<String, String> TUNING = new LinkedHashMap<>();

    static {
        TUNING.put("spark.sql.adaptive.enabled", "false");
        TUNING.put("spark.sql.shuffle.partitions", "12"); // expect: SS040 "changing it here later does nothing to that query" "start the query on a new checkpoint"
    }

    public static void main(String[] args) throws Exception {
        SparkSession.Builder builder = SparkSession.builder().appName("click-windows");
        TUNING.forEach((key, value) -> builder.config(key, value));
        SparkSession spark = builder.getOrCreate();
        spark.readStream().format("rate").load()
                .withWatermark("timestamp", "10 minutes")
                .groupBy(window(col("timestamp"), "5 minutes"))
                .count()
                .writeStream().format("delta").outputMode("append")
                .option("checkpointLocation", "s3a://acme-checkpoints/click-windows")
                .toTable("gold.click_windows");
        spark.streams().awaitAnyTermination();
    }
}
