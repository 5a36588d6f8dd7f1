package com.acme.ss044.formattemplate;

import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;

/** The query is a String.format template filled with the view and a threshold; the template misses a comma. */
class ThresholdAlertsJob {
    private static final String ALERTS = "SELECT value AS reading timestamp FROM %s WHERE value > %d"; // expect: SS044 "It throws a ParseException at this spark.sql(..) call" "Fix the SQL at the marked position"

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("threshold-alerts").getOrCreate();
        run(spark);
        spark.streams().awaitAnyTermination();
    }

    static void run(SparkSession spark) throws Exception {
        spark.readStream().format("rate").load().createOrReplaceTempView("meter_readings");
        Dataset<Row> alerts = spark.sql(String.format(ALERTS, "meter_readings", 90));
        alerts.writeStream().format("console").start();
    }
}
