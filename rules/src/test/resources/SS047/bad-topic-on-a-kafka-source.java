package com.acme.ss047.topic;

import org.apache.spark.sql.SparkSession;

/**
 * topic was meant for the sink: on the source it is ignored, the rows keep their source's topic column, and the sink
 * writes every row back to a topic named "refunds" on the other cluster instead of "refunds-mirror".
 */
class RefundsMirror {

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("refunds-mirror").getOrCreate();
        spark.readStream()
                .format("kafka")
                .option("kafka.bootstrap.servers", "broker-1:9092")
                .option("subscribe", "refunds")
                .option("topic", "refunds-mirror") // expect: SS047 "readers ignore it" "Set it on the writeStream() chain of the query"
                .option("maxOffsetsPerTrigger", 10000L)
                .load()
                .writeStream()
                .format("kafka")
                .option("kafka.bootstrap.servers", "broker-2:9092")
                .option("checkpointLocation", "/data/checkpoints/refunds-mirror")
                .start()
                .awaitTermination();
    }
}
