package com.acme.ss027.serializer;

import org.apache.spark.sql.SparkSession;

/** The sink is given a producer serializer; Spark always writes the value column's bytes. */
class HeartbeatPublisherJob {

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("heartbeat-publisher").getOrCreate();
        run(spark);
        spark.streams().awaitAnyTermination();
    }

    static void run(SparkSession spark) throws Exception {
        spark.readStream()
                .format("rate")
                .load()
                .selectExpr("CAST(value AS STRING) AS key", "to_json(struct(*)) AS value")
                .writeStream()
                .format("kafka")
                .option("kafka.bootstrap.servers", "127.0.0.1:9")
                .option("topic", "heartbeats")
                .option("kafka.value.serializer", "org.apache.kafka.common.serialization.StringSerializer") // expect: SS027 "the query fails right after start() with \"Kafka option 'value.serializer' is not supported\"" "values are always written as bytes: remove it"
                .option("checkpointLocation", "checkpoints/ss027-heartbeats")
                .start();
    }
}
