package com.acme.ss024.badwatermarkonepochmillis;

import org.apache.spark.sql.SparkSession;

import static org.apache.spark.sql.functions.col;
import static org.apache.spark.sql.functions.window;

/** unix_millis(..) turns the event time into a BIGINT count of milliseconds, as Spark's analyzer types it. */
class ClickLatencyJob {
    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("bad-watermark-on-epoch-millis-computed-by-sql").getOrCreate();
        run(spark);
        spark.streams().awaitAnyTermination();
    }

    static void run(SparkSession spark) throws Exception {
        spark.readStream().format("rate").load()
                .selectExpr("value AS clickId", "unix_millis(timestamp) AS clickedAt")
                .withWatermark("clickedAt", "1 minute") // expect: SS024 "has the invalid type \"BIGINT\", but expected \"TIMESTAMP\"" "Put the watermark on a TIMESTAMP column"
                .groupBy(window(col("clickedAt"), "1 minute"))
                .count()
                .writeStream()
                .format("console")
                .start();
    }
}
