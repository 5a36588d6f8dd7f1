package com.acme.ss023.badintervalliteralinsql;

import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;


/** An INTERVAL literal in SQL text with a unit Spark does not know. */
class RecentEventsJob {
    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("bad-interval-literal-in-sql").getOrCreate();
        run(spark);
        spark.streams().awaitAnyTermination();
    }

    static void run(SparkSession spark) throws Exception {
        spark.readStream().format("rate").load().createOrReplaceTempView("events");
        Dataset<Row> recent = spark.sql(
                "SELECT value FROM events WHERE timestamp > current_timestamp() - INTERVAL '10 minutez'"); // expect: SS023 "It throws a ParseException when the text is parsed, before the query starts" "Write numbers with units (year(s), month(s), week(s), day(s), hour(s), minute(s), second(s), millisecond(s), microsecond(s)), e.g. \"10 minutes\""
        recent.writeStream().format("console").start();
    }
}
