package com.acme.ss031.okfieldsofaparsedstruct;

import org.apache.spark.sql.SparkSession;

/** j.* spreads the fields of the parsed JSON, among them value, which the linter does not list: not reported. */
class EnvelopeUnwrapJob {

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("envelope-unwrap").getOrCreate();
        run(spark);
        spark.streams().awaitAnyTermination();
    }

    static void run(SparkSession spark) throws Exception {
        spark.readStream()
                .format("rate")
                .load()
                .selectExpr("named_struct('key', CAST(value AS STRING), 'value', CAST(timestamp AS STRING)) AS j")
                .selectExpr("j.*")
                .writeStream()
                .format("kafka")
                .option("kafka.bootstrap.servers", "127.0.0.1:9")
                .option("topic", "unwrapped")
                .option("checkpointLocation", "checkpoints/ss031-unwrapped")
                .start();
    }
}
