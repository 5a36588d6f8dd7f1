package com.acme.ss046.userclock;

import org.apache.spark.sql.SparkSession;

/** Instant here is the job's own class, whose now() returns a fixed deployment tag: not the clock. */
class Instant {
    static String now() {
        return "release-2026-11";
    }
}

class MetricsRollup {

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("metrics-rollup").getOrCreate();
        spark.readStream()
                .format("kafka")
                .option("kafka.bootstrap.servers", "broker-1:9092")
                .option("subscribe", "metrics")
                .option("maxOffsetsPerTrigger", 10000L)
                .load()
                .writeStream()
                .format("parquet")
                .option("checkpointLocation", "/data/checkpoints/metrics-" + Instant.now())
                .start("/data/lake/metrics")
                .awaitTermination();
    }
}
