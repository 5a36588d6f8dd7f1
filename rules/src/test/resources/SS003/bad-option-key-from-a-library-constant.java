package com.acme.sinks;

import com.acme.spark.jdbc.JdbcSinkOptions;
import org.apache.spark.sql.SparkSession;

/**
 * A custom streaming sink configured with keys from its library. Those keys (a URL, a table) cannot be the
 * checkpoint location, so the missing checkpoint is still reported.
 */
public class MeterReadingsToPostgresJob {
    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("meter-readings-pg").getOrCreate();
        spark.readStream()
                .format("rate")
                .load()
                .selectExpr("value AS reading", "timestamp AS read_at")
                .writeStream()
                .format("com.acme.spark.jdbc.streaming")
                .option(JdbcSinkOptions.URL, "jdbc:postgresql://pg.acme.internal/metering")
                .option(JdbcSinkOptions.TABLE, "meter_readings")
                .start() // expect: SS003 "has no checkpoint location: Spark rejects it at start()" "Add .option(\"checkpointLocation\", \"<durable path, one per query>\") to the writeStream() chain"
                .awaitTermination();
    }
}
