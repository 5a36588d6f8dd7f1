package com.acme.ss030.helper;

import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;

/** One helper builds both readers with the same group id: the two sources share a consumer group. */
class Reconciliation {

    private static final String GROUP = "reconciliation";

    static Dataset<Row> topic(SparkSession spark, String name) {
        return spark.readStream()
                .format("kafka")
                .option("kafka.bootstrap.servers", "broker-1:9092")
                .option("subscribe", name)
                .option("kafka.group.id", GROUP) // expect: SS030 "takes partitions from it and the queries interfere" "Remove kafka.group.id (Spark then uses a unique group per query)"
                .option("maxOffsetsPerTrigger", 5000L)
                .load();
    }

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("reconciliation").getOrCreate();
        topic(spark, "ledger").union(topic(spark, "payments"))
                .writeStream().format("console").start();
    }
}
