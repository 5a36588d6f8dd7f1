package com.acme.dev;

import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.streaming.Trigger;

/** Local debugging: console, memory and noop sinks run with a temporary checkpoint. */
class ClickDebugSession {

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("click-debug").master("local[2]").getOrCreate();

        Dataset<Row> clicks = spark.readStream()
                .format("kafka")
                .option("kafka.bootstrap.servers", "localhost:9092")
                .option("subscribe", "clickstream")
                .option("maxOffsetsPerTrigger", 1000L)
                .load()
                .selectExpr("CAST(key AS STRING) AS userId", "CAST(value AS STRING) AS click", "timestamp");

        clicks.writeStream()
                .format("console")
                .option("numRows", 50)
                .option("truncate", false)
                .start();

        clicks.writeStream()
                .format("memory")
                .queryName("recent_clicks")
                .start();

        clicks.writeStream()
                .format("noop")
                .trigger(Trigger.ProcessingTime("10 seconds"))
                .start();

        spark.streams().awaitAnyTermination();
    }
}
