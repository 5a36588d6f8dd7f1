package com.acme.ss028.minpartitions;

import org.apache.spark.sql.SparkSession;

/** "0" meant "no minimum", but Spark requires a positive number of partitions. */
class ProfileUpdatesJob {

    private static final int MIN_PARTITIONS = 0;

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("profile-updates").getOrCreate();
        run(spark);
        spark.streams().awaitAnyTermination();
    }

    static void run(SparkSession spark) throws Exception {
        spark.readStream()
                .format("kafka")
                .option("kafka.bootstrap.servers", "127.0.0.1:9")
                .option("subscribe", "profiles")
                .option("minPartitions", MIN_PARTITIONS) // expect: SS028 "Spark rejects it at load()" "Use a number of 1 or more, or leave the option out"
                .option("maxOffsetsPerTrigger", 5000L)
                .load()
                .writeStream()
                .format("console")
                .start();
    }
}
