package com.acme.ss044.badtypoinsqlkeyword;

import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;


/** SELEC instead of SELECT: Spark's parser stops at the first word. */
class PageViewCountsJob {
    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("bad-typo-in-sql-keyword").getOrCreate();
        run(spark);
        spark.streams().awaitAnyTermination();
    }

    static void run(SparkSession spark) throws Exception {
        spark.readStream().format("rate").load().createOrReplaceTempView("page_views");
        Dataset<Row> views = spark.sql("SELEC value, timestamp FROM page_views"); // expect: SS044 "It throws a ParseException at this spark.sql(..) call" "Fix the SQL at the marked position"
        views.writeStream().format("console").start();
    }
}
