package com.acme.ss026.twostrategies;

import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.streaming.DataStreamReader;

/** A shared reader subscribes to a topic; this job adds a pattern on top instead of replacing it. */
class RegionalOrdersJob {

    static DataStreamReader ordersReader(SparkSession spark) {
        return spark.readStream()
                .format("kafka")
                .option("kafka.bootstrap.servers", "127.0.0.1:9")
                .option("subscribe", "orders")
                .option("maxOffsetsPerTrigger", 5000L);
    }

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("regional-orders").getOrCreate();
        run(spark);
        spark.streams().awaitAnyTermination();
    }

    static void run(SparkSession spark) throws Exception {
        ordersReader(spark)
                .option("subscribePattern", "orders-(eu|us)") // expect: SS026 "Spark rejects it at load() with \"Only one of the following options can be specified for Kafka source: subscribe, subscribepattern, assign\"" "Keep exactly one of them"
                .load()
                .writeStream()
                .format("noop")
                .start();
    }
}
