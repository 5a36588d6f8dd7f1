package com.acme.ss048.constant;

import org.apache.spark.sql.SparkSession;

/** A path constant that was never filled in, passed as the path option. */
class ClaimsIngest {
    static final String CLAIMS_DIR = "";

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("claims-ingest").getOrCreate();
        run(spark);
        spark.streams().awaitAnyTermination();
    }

    static void run(SparkSession spark) throws Exception {
        spark.readStream()
                .format("csv")
                .schema("claimId STRING, amount DOUBLE")
                .option("header", "true")
                .option("path", CLAIMS_DIR) // expect: SS048 "Spark rejects it at load()" "Give the directory the stream reads"
                .option("maxFilesPerTrigger", 10)
                .load()
                .writeStream()
                .format("console")
                .start();
    }
}
