package com.acme.ss028.batchend;

import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;

/** End offsets bound the batch snapshot; the stream has none. */
class AccountBalancesJob {

    private static final String BROKERS = "127.0.0.1:9";

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("account-balances").getOrCreate();
        run(spark);
        spark.streams().awaitAnyTermination();
    }

    static void run(SparkSession spark) throws Exception {
        spark.read()
                .format("kafka")
                .option("kafka.bootstrap.servers", BROKERS)
                .option("subscribe", "balances")
                .option("startingOffsets", "earliest")
                .option("endingOffsets", "latest")
                .load()
                .createOrReplaceTempView("balances_snapshot");
        Dataset<Row> updates = spark.readStream()
                .format("kafka")
                .option("kafka.bootstrap.servers", BROKERS)
                .option("subscribe", "balances")
                .option("startingOffsets", "latest")
                .option("maxOffsetsPerTrigger", 10000L)
                .load();
        updates.writeStream()
                .format("parquet")
                .option("checkpointLocation", "checkpoints/ss028-balances")
                .start("out/ss028-balances");
    }
}
