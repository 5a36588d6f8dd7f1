package com.acme.logs;

import org.apache.spark.sql.SparkSession;

/** No trigger: micro-batches as fast as possible. A method named Once is not Trigger.Once. */
class AccessLogTail {

    static String once(String s) {
        return s;
    }

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("access-log-tail").getOrCreate();
        spark.readStream().format("kafka")
                .option("kafka.bootstrap.servers", "kafka-logs:9092")
                .option("subscribe", once("access"))
                .option("maxOffsetsPerTrigger", 50000L)
                .load()
                .writeStream().format("delta")
                .option("checkpointLocation", "s3a://acme-logs/checkpoints/tail")
                .toTable("bronze.access_tail")
                .awaitTermination();
    }
}
