package com.acme.ss031.payloadleftunnamed;

import org.apache.spark.sql.SparkSession;

/** Spark names an unaliased expression by its SQL text, upper(CAST(value AS STRING)): there is no value column. */
class ShoutingRelayJob {

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("shouting-relay").getOrCreate();
        run(spark);
        spark.streams().awaitAnyTermination();
    }

    static void run(SparkSession spark) throws Exception {
        spark.readStream()
                .format("rate")
                .load()
                .selectExpr("CAST(value AS STRING) AS key", "upper(CAST(value AS STRING))")
                .writeStream()
                .format("kafka")
                .option("kafka.bootstrap.servers", "127.0.0.1:9")
                .option("topic", "relay")
                .option("checkpointLocation", "checkpoints/ss031-relay")
                .start(); // expect: SS031 "Required attribute 'value' not found" "Name the payload value"
    }
}
