package com.acme.ss010.monotonic;

import static org.apache.spark.sql.functions.monotonically_increasing_id;

import org.apache.spark.sql.SparkSession;

/** An event id from monotonically_increasing_id(): not available on streams. */
class LedgerEntriesJob {

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("ledger-entries").getOrCreate();
        run(spark);
        spark.streams().awaitAnyTermination();
    }

    static void run(SparkSession spark) throws Exception {
        spark.readStream()
                .format("rate")
                .load()
                .withColumn("entryId", monotonically_increasing_id()) // expect: SS010 "Spark rejects the query at start() with \"Expression(s): monotonically_increasing_id() is not supported with streaming DataFrames/Datasets\"" "Derive the id from the data (a key, or the Kafka partition and offset)"
                .writeStream()
                .format("parquet")
                .option("checkpointLocation", "checkpoints/ss010/ledger-entries")
                .option("path", "out/ss010/ledger-entries")
                .start();
    }
}
