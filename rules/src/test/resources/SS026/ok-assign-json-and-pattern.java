package com.acme.ss026.strategies;

import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;

/** One source reads fixed partitions (assign, as JSON), the other every topic matching a pattern. */
class ClickstreamJob {

    private static final String BROKERS = "127.0.0.1:9";

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("clickstream").getOrCreate();
        run(spark);
        spark.streams().awaitAnyTermination();
    }

    static void run(SparkSession spark) throws Exception {
        Dataset<Row> pinned = spark.readStream()
                .format("kafka")
                .option("kafka.bootstrap.servers", BROKERS)
                .option("assign", "{\"clicks\":[0,1]}")
                .option("maxOffsetsPerTrigger", 1000L)
                .load();
        Dataset<Row> regional = spark.readStream()
                .format("kafka")
                .option("kafka.bootstrap.servers", BROKERS)
                .option("subscribePattern", "clicks-.*")
                .option("maxOffsetsPerTrigger", 1000L)
                .load();
        pinned.union(regional)
                .writeStream()
                .format("noop")
                .start();
    }
}
