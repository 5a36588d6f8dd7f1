package com.acme.ss006.debug;

import static org.apache.spark.sql.functions.col;
import static org.apache.spark.sql.functions.expr;

import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;

/** A debugging helper written for batch jobs, reused on a stream. */
class SensorReadingsJob {

    static final boolean DEBUG = true;

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("sensor-readings").getOrCreate();
        run(spark);
        spark.streams().awaitAnyTermination();
    }

    static void peek(String label, Dataset<Row> data) {
        System.out.println("--- " + label);
        data.show(20, false); // expect: SS006 "Spark throws \"Queries with streaming sources must be executed with writeStream.start()\" at this call" "Run it on each micro-batch inside writeStream().foreachBatch"
    }

    static void run(SparkSession spark) throws Exception {
        Dataset<Row> readings = spark.readStream()
                .format("rate")
                .load()
                .withColumn("sensorId", col("value").mod(16))
                .withColumn("celsius", expr("rand() * 40"));
        if (DEBUG) {
            peek("readings", readings);
        }
        readings.writeStream()
                .format("noop")
                .start();
    }
}
