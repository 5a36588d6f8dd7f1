package com.acme.ss041.after;

import static org.apache.spark.sql.functions.col;
import static org.apache.spark.sql.functions.max;

import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;

/** Last activity per user in update mode; the watermark after the aggregation bounds nothing. */
class LastSeen {
    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("last-seen").getOrCreate();
        Dataset<Row> activity = spark.readStream().format("rate").load()
                .select(col("value").mod(10000).as("userId"), col("timestamp").as("activeAt"));

        activity.groupBy("userId")
                .agg(max("activeAt").as("lastSeen"))
                .withWatermark("lastSeen", "1 hour") // expect: SS041 "so it has no effect here" "Move it before groupBy(\"userId\")"
                .writeStream()
                .outputMode("update")
                .format("console")
                .start()
                .awaitTermination();
    }
}
