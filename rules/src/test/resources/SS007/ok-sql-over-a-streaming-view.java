package com.acme.ss007.sql;

import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;

/** SQL over a streaming view is a stream; the linter does not read SQL text, so it stays silent on it. */
class TemperatureAlertsJob {

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("temperature-alerts").getOrCreate();
        run(spark);
        spark.streams().awaitAnyTermination();
    }

    static void run(SparkSession spark) throws Exception {
        spark.readStream()
                .format("rate")
                .load()
                .selectExpr("value % 30 AS sensor", "value % 45 AS celsius", "timestamp")
                .createOrReplaceTempView("temperatures");

        Dataset<Row> alerts = spark.sql("SELECT sensor, celsius, timestamp FROM temperatures WHERE celsius > 40");
        alerts.writeStream()
                .format("console")
                .start();
    }
}
