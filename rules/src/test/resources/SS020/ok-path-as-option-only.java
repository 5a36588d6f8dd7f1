package com.acme.ss020.optiononly;

import java.util.Map;

import org.apache.spark.sql.SparkSession;

/** The path comes in the options map; start() is called without one. */
class AuditTrailJob {
    static final Map<String, String> SINK_OPTIONS = Map.of(
            "path", "out/audit-trail",
            "checkpointLocation", "checkpoints/audit-trail");

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("audit-trail").getOrCreate();
        run(spark);
        spark.streams().awaitAnyTermination();
    }

    static void run(SparkSession spark) throws Exception {
        spark.readStream()
                .format("rate")
                .load()
                .selectExpr("CAST(value AS STRING) AS entry")
                .writeStream()
                .format("text")
                .options(SINK_OPTIONS)
                .start();
    }
}
