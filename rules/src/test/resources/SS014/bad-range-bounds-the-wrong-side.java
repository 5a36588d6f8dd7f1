package com.acme.ss014.direction;

import static org.apache.spark.sql.functions.col;

import org.apache.spark.sql.Column;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;

/**
 * Sessions that led to a purchase, as a left semi join. The condition only says that the purchase comes after
 * the session start: that bounds purchases by sessions, not sessions by the purchases' watermark, so Spark
 * cannot tell when a session will never see a purchase.
 */
class ConvertingSessionsJob {

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("converting-sessions").getOrCreate();
        run(spark);
        spark.streams().awaitAnyTermination();
    }

    static void run(SparkSession spark) throws Exception {
        Dataset<Row> sessions = spark.readStream().format("rate").load()
                .select(col("value").as("sessionId"), col("timestamp").as("sessionStart"))
                .withWatermark("sessionStart", "20 minutes");
        Dataset<Row> purchases = spark.readStream().format("rate").load()
                .select(col("value").as("purchaseSessionId"), col("timestamp").as("purchasedAt"))
                .withWatermark("purchasedAt", "20 minutes");

        Column sameSession = col("purchaseSessionId").equalTo(col("sessionId"));
        Column afterStart = col("purchasedAt").geq(col("sessionStart"));

        sessions.join(purchases, sameSession.and(afterStart), "left_semi") // expect: SS014 "Spark rejects the query writing sessions at start()" "Add to the condition a time range such as rightTime BETWEEN leftTime AND leftTime + INTERVAL 1 HOUR, bounding the other input's time by 'purchasedAt'"
                .writeStream()
                .format("noop")
                .start();
    }
}
