package com.acme.ss018.counts;

import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;

/** A debugging job keeps running counts in memory, but never names the query. */
class SensorCountsDebugJob {
    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("sensor-counts-debug").getOrCreate();
        run(spark);
        spark.streams().awaitAnyTermination();
    }

    static void run(SparkSession spark) throws Exception {
        Dataset<Row> readings = spark.readStream()
                .format("rate")
                .option("rowsPerSecond", "5")
                .load()
                .selectExpr("value % 4 AS sensor", "value AS reading");
        readings.groupBy("sensor")
                .count()
                .writeStream()
                .outputMode("complete")
                .format("memory")
                .start(); // expect: SS018 "has no query name: Spark rejects it at start()" "Add .queryName(\"<name>\") to the writeStream() chain"
    }
}
