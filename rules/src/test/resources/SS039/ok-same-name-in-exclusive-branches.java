package com.acme.sinks;

import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.streaming.StreamingQuery;

/**
 * One query, written two ways: with SSL or without. The two start() calls are in the two arms of one if/else and
 * each returns, so only one of them runs: their equal names and checkpoints never meet.
 */
class KafkaSink {

    static StreamingQuery toKafka(Dataset<Row> data, String topic, boolean ssl) throws Exception {
        if (ssl) {
            return data.writeStream()
                    .format("kafka")
                    .queryName("sink_" + topic)
                    .option("kafka.bootstrap.servers", "127.0.0.1:9")
                    .option("kafka.security.protocol", "SSL")
                    .option("topic", topic)
                    .option("checkpointLocation", "/chk/sink_" + topic)
                    .start();
        } else {
            return data.writeStream()
                    .format("kafka")
                    .queryName("sink_" + topic)
                    .option("kafka.bootstrap.servers", "127.0.0.1:9")
                    .option("topic", topic)
                    .option("checkpointLocation", "/chk/sink_" + topic)
                    .start();
        }
    }

    static void run(SparkSession spark, boolean ssl) throws Exception {
        Dataset<Row> events = spark.readStream().format("rate").load().selectExpr("CAST(value AS STRING) AS value");
        toKafka(events, "events", ssl);
    }

    static void run(SparkSession spark) throws Exception {
        run(spark, false);
    }

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("sink").getOrCreate();
        run(spark, args.length > 0);
        spark.streams().awaitAnyTermination();
    }
}
