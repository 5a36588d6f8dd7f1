package com.acme.ss001.readme;

import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;

/** The example of SQL text in docs/how-it-works.md: a formatted text block over a view whose columns come from selectExpr aliases; no watermark. */
class SensorMinutesJob {
    static final String PER_MINUTE = """
            SELECT window(readAt, '1 minute') AS minute, sensor, count(*) AS readings
            FROM %s
            GROUP BY window(readAt, '1 minute'), sensor""";

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("sensor-minutes").getOrCreate();
        spark.readStream().format("rate").load()
                .selectExpr("value % 5 AS sensor", "timestamp AS readAt")
                .createOrReplaceTempView("readings");
        Dataset<Row> perMinute = spark.sql(PER_MINUTE.formatted("readings")); // expect: SS001 "none of its grouping keys carries an event-time watermark: Spark rejects the query at start()" "Add .withWatermark(\"readAt\", \"<delay>\") to the streaming Dataset before it is registered"
        perMinute.writeStream().format("console").start().awaitTermination();
    }
}
