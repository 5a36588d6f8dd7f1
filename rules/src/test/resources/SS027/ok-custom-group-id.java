package com.acme.ss027.groupid;

import org.apache.spark.sql.SparkSession;

/** A group id required by the cluster's ACLs: Spark accepts kafka.group.id (it only warns). */
class ComplianceFeedJob {

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("compliance-feed").getOrCreate();
        run(spark);
        spark.streams().awaitAnyTermination();
    }

    static void run(SparkSession spark) throws Exception {
        spark.readStream()
                .format("kafka")
                .option("kafka.bootstrap.servers", "127.0.0.1:9")
                .option("kafka.group.id", "compliance-feed") // expect: SS030
                .option("kafka.security.protocol", "PLAINTEXT")
                .option("subscribe", "compliance")
                .option("maxOffsetsPerTrigger", 5000L)
                .load()
                .writeStream()
                .format("console")
                .start();
    }
}
