package com.acme.ss011.offset;

import org.apache.spark.sql.SparkSession;

/** offset() to skip the first rows: refused on streams in every mode. */
class WarmupSkipJob {

    static final int WARMUP_ROWS = 100;

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("warmup-skip").getOrCreate();
        run(spark);
        spark.streams().awaitAnyTermination();
    }

    static void run(SparkSession spark) throws Exception {
        spark.readStream()
                .format("rate")
                .load()
                .offset(WARMUP_ROWS) // expect: SS011 "Spark rejects the query at start() with \"Offset is not supported on streaming DataFrames/Datasets\"" "Filter on a column instead"
                .writeStream()
                .format("noop")
                .start();
    }
}
