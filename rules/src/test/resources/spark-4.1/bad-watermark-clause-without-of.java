package com.acme.spark41.clausetypo;

import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;

/** DELAY OF, not DELAY: Spark 4.1's parser rejects the clause, reported at the rejected word. */
class SensorMinutesJob {
    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("sensor-minutes").getOrCreate();
        spark.readStream().format("rate").load().createOrReplaceTempView("readings");
        Dataset<Row> perMinute = spark.sql("""
                SELECT window(timestamp, '1 minute') AS minute, count(*) AS readings
                FROM readings WATERMARK timestamp DELAY INTERVAL 2 MINUTES -- // expect: SS044
                GROUP BY window(timestamp, '1 minute')""");
        perMinute.writeStream().format("console").start().awaitTermination();
    }
}
