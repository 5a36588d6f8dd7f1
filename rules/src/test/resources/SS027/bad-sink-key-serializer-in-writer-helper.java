package com.acme.ss027.writerhelper;

import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.streaming.DataStreamWriter;

/** The team's Kafka writer helper sets a key serializer for every job that uses it. */
class PriceUpdatesJob {

    static DataStreamWriter<Row> kafkaWriter(Dataset<Row> rows, String topic) {
        return rows.writeStream()
                .format("kafka")
                .option("kafka.bootstrap.servers", "127.0.0.1:9")
                .option("kafka.key.serializer", "org.apache.kafka.common.serialization.StringSerializer") // expect: SS027 "the query fails right after start() with \"Kafka option 'key.serializer' is not supported\"" "keys are always written as bytes: remove it"
                .option("topic", topic);
    }

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("price-updates").getOrCreate();
        run(spark);
        spark.streams().awaitAnyTermination();
    }

    static void run(SparkSession spark) throws Exception {
        Dataset<Row> prices = spark.readStream()
                .format("rate")
                .load()
                .selectExpr("CAST(value % 100 AS STRING) AS key", "CAST(value AS STRING) AS value");
        kafkaWriter(prices, "price-updates")
                .option("checkpointLocation", "checkpoints/ss027-price-updates")
                .start();
    }
}
