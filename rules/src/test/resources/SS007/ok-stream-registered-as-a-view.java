package com.acme.ss007.streamview;

import static org.apache.spark.sql.functions.col;

import org.apache.spark.sql.SparkSession;

/** spark.table() over a temp view registered from a stream returns a stream. */
class ClickViewsJob {

    static final String CLICKS = "clicks_live";

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("click-views").getOrCreate();
        run(spark);
        spark.streams().awaitAnyTermination();
    }

    static void run(SparkSession spark) throws Exception {
        spark.readStream()
                .format("rate")
                .load()
                .select(col("value").mod(20).as("page"), col("timestamp").as("clickedAt"))
                .createOrReplaceTempView(CLICKS);

        spark.table(CLICKS)
                .filter(col("page").lt(10))
                .writeStream()
                .format("memory")
                .queryName("front_page_clicks")
                .start();
    }
}
