package com.acme.ss022.kafka;

import static org.apache.spark.sql.functions.col;
import static org.apache.spark.sql.functions.concat;
import static org.apache.spark.sql.functions.lit;

import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.streaming.Trigger;

/** Kafka writes continuously; building key and value is a projection. */
class HeartbeatPublisherJob {
    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("heartbeat-publisher").getOrCreate();
        run(spark);
        spark.streams().awaitAnyTermination();
    }

    static void run(SparkSession spark) throws Exception {
        spark.readStream()
                .format("rate")
                .option("numPartitions", "1")
                .load()
                .select(col("value").cast("string").alias("key"),
                        concat(lit("heartbeat-"), col("value").cast("string")).alias("value"))
                .writeStream()
                .format("kafka")
                .option("kafka.bootstrap.servers", "127.0.0.1:9")
                .option("topic", "heartbeats")
                .option("checkpointLocation", "checkpoints/heartbeat-publisher")
                .trigger(Trigger.Continuous("1 second"))
                .start();
    }
}
