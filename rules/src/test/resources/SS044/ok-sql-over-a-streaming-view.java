package com.acme.ss044.oksqloverastreamingview;

import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;


/** Valid SQL over a temp view of a stream. */
class PageViewsJob {
    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("ok-sql-over-a-streaming-view").getOrCreate();
        run(spark);
        spark.streams().awaitAnyTermination();
    }

    static void run(SparkSession spark) throws Exception {
        spark.readStream().format("rate").load().createOrReplaceTempView("page_views");
        Dataset<Row> views = spark.sql("SELECT value % 10 AS page, timestamp FROM page_views WHERE value > 3");
        views.writeStream().format("console").start();
    }
}
