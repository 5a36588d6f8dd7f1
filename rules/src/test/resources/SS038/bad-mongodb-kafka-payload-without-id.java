package com.acme.ss038.mongokafka;

import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;

/** Kafka payloads stored as MongoDB documents holding only the payload text and its time. */
class PayloadArchive {

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("payload-archive").getOrCreate();
        spark.readStream().format("kafka")
                .option("kafka.bootstrap.servers", "kafka:9092")
                .option("subscribe", "payments")
                .option("maxOffsetsPerTrigger", 10000L)
                .load()
                .selectExpr("CAST(value AS STRING) AS payload", "timestamp")
                .writeStream()
                .queryName("payload-archive")
                .option("checkpointLocation", "/chk/payload-archive")
                .foreachBatch((Dataset<Row> batch, Long batchId) ->
                        batch.write().format("mongodb").mode("append")
                                .option("collection", "payloads").save()) // expect: SS038 "they are inserted twice" "Write an _id column derived from the data"
                .start();
    }
}
