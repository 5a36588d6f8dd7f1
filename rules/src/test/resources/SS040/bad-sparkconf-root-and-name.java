package com.acme.sessions;

import org.apache.spark.SparkConf;
import org.apache.spark.sql.SparkSession;

/** A SparkConf sets partitions and the checkpoint root; the named aggregation keeps its checkpoint across runs. */
class UserActivity {

    public static void main(String[] args) throws Exception {
        SparkConf conf = new SparkConf()
                .setAppName("user-activity")
                .set("spark.sql.shuffle.partitions", "200") // expect: SS040 "changing it here later does nothing to that query" "To change it, start the query on a new checkpoint"
                .set("spark.sql.streaming.checkpointLocation", "s3a://acme-activity/checkpoints");
        SparkSession spark = SparkSession.builder().config(conf).getOrCreate();
        spark.readStream().format("kafka")
                .option("kafka.bootstrap.servers", "kafka-web:9092")
                .option("subscribe", "activity")
                .option("maxOffsetsPerTrigger", 100000L)
                .load()
                .selectExpr("CAST(key AS STRING) AS userId")
                .groupBy("userId")
                .count()
                .writeStream().queryName("activity-per-user").outputMode("complete").format("delta")
                .toTable("gold.activity_per_user");
        spark.streams().awaitAnyTermination();
    }
}
