package com.acme.ss031.payload;

import org.apache.spark.sql.SparkSession;

/** The message body is named after what it holds; the Kafka sink only sends a column named value. */
class AlertsPublisherJob {

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("alerts-publisher").getOrCreate();
        run(spark);
        spark.streams().awaitAnyTermination();
    }

    static void run(SparkSession spark) throws Exception {
        spark.readStream()
                .format("rate")
                .load()
                .selectExpr("CAST(value AS STRING) AS key", "to_json(struct(*)) AS payload")
                .writeStream()
                .format("kafka")
                .option("kafka.bootstrap.servers", "127.0.0.1:9")
                .option("topic", "alerts")
                .option("checkpointLocation", "checkpoints/ss031-alerts")
                .start(); // expect: SS031 "the query fails right after start() with \"Required attribute 'value' not found\"" "Name the payload value, e.g. selectExpr(\"to_json(struct(*)) AS value\")"
    }
}
