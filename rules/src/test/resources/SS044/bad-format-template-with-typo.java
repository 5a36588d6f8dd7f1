package com.acme.ss044.badformattemplate;

import org.apache.spark.sql.SparkSession;

/** A formatted query is fine; a fixed one with a misspelled keyword is rejected where Spark stops. */
class CleanupJob {
    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("bad-format-template-with-typo").getOrCreate();
        run(spark);
        spark.streams().awaitAnyTermination();
    }

    static void run(SparkSession spark) throws Exception {
        spark.sql(String.format("SELECT %d AS id", 1)).collectAsList();
        spark.sql("SELECT id FROM range(3) WHER id > 1").collectAsList(); // expect: SS044 "It throws a ParseException at this spark.sql(..) call" "Fix the SQL at the marked position"
        spark.readStream().format("rate").load().writeStream().format("console").start();
    }
}
