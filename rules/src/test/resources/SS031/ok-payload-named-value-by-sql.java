package com.acme.ss031.okpayloadnamedvaluebysql;

import org.apache.spark.sql.SparkSession;

/** The payload expression is aliased value: the Kafka sink finds it. */
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
                .selectExpr("CAST(value AS STRING) AS key", "upper(CAST(value AS STRING)) AS value")
                .writeStream()
                .format("kafka")
                .option("kafka.bootstrap.servers", "127.0.0.1:9")
                .option("topic", "relay")
                .option("checkpointLocation", "checkpoints/ss031-relay-ok")
                .start();
    }
}
