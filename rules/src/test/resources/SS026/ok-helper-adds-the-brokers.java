package com.acme.ss026.helper;

import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.streaming.DataStreamReader;

/** A helper adds the cluster settings to a reader the job configures. */
class LoyaltyPointsJob {

    static DataStreamReader onCluster(DataStreamReader reader) {
        return reader
                .option("kafka.bootstrap.servers", "127.0.0.1:9")
                .option("kafka.client.id", "loyalty-points");
    }

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("loyalty-points").getOrCreate();
        run(spark);
        spark.streams().awaitAnyTermination();
    }

    static void run(SparkSession spark) throws Exception {
        DataStreamReader reader = spark.readStream()
                .format("kafka")
                .option("subscribe", "loyalty")
                .option("maxOffsetsPerTrigger", 3000L);
        onCluster(reader)
                .load()
                .writeStream()
                .format("console")
                .start();
    }
}
