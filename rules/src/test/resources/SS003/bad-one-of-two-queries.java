package com.acme.clickstream;

import static org.apache.spark.sql.functions.col;

import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;

/**
 * One stream, three sinks: the Delta sink has a checkpoint, the console sink does not need one, and the
 * ORC archive was added later without one.
 */
class ClickFanOutJob {

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("click-fan-out").getOrCreate();

        Dataset<Row> clicks = spark.readStream()
                .format("kafka")
                .option("kafka.bootstrap.servers", "broker-1:9092")
                .option("subscribe", "clickstream")
                .option("maxOffsetsPerTrigger", 50000L)
                .load()
                .select(col("key").cast("string").as("userId"), col("value").cast("string").as("click"),
                        col("timestamp"));

        clicks.writeStream()
                .format("delta")
                .option("checkpointLocation", "s3a://acme-lake/checkpoints/clicks-bronze")
                .toTable("clickstream.bronze_clicks");

        clicks.writeStream()
                .format("console")
                .option("truncate", false)
                .start();

        clicks.writeStream()
                .format("orc")
                .option("path", "s3a://acme-archive/clicks")
                .start(); // expect: SS003 "has no checkpoint location: Spark rejects it at start()" "Add .option(\"checkpointLocation\", \"<durable path, one per query>\") to the writeStream() chain"

        spark.streams().awaitAnyTermination();
    }
}
