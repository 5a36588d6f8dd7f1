package com.acme.ss044.badconcatenatedquery;

import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;


/** The query is built from pieces; the error is in the second literal. */
class RegionCountsJob {
    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("bad-concatenated-query").getOrCreate();
        run(spark);
        spark.streams().awaitAnyTermination();
    }

    static void run(SparkSession spark) throws Exception {
        spark.readStream().format("rate").load().createOrReplaceTempView("events");
        String columns = "value % 4 AS region, timestamp";
        Dataset<Row> regions = spark.sql("SELECT " + columns
                + " FROM events WHERE value IN (1, 2,)"); // expect: SS044 "It throws a ParseException at this spark.sql(..) call" "Fix the SQL at the marked position"
        regions.writeStream().format("console").start();
    }
}
