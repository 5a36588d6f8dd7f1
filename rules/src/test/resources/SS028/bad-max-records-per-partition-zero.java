package com.acme.ss028.maxrecords;

import org.apache.spark.sql.SparkSession;

/** maxRecordsPerPartition from a tuning table where 0 was meant as "unlimited". */
class AdImpressionsJob {

    static final class Tuning {
        static final String RECORDS_PER_PARTITION = "0";
    }

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("ad-impressions").getOrCreate();
        run(spark);
        spark.streams().awaitAnyTermination();
    }

    static void run(SparkSession spark) throws Exception {
        spark.readStream()
                .format("kafka")
                .option("kafka.bootstrap.servers", "127.0.0.1:9")
                .option("subscribe", "impressions")
                .option("maxOffsetsPerTrigger", 100000L)
                .option("maxRecordsPerPartition", Tuning.RECORDS_PER_PARTITION) // expect: SS028 "Spark rejects it at load()" "Use a number of 1 or more, or leave the option out"
                .load()
                .writeStream()
                .format("noop")
                .start();
    }
}
