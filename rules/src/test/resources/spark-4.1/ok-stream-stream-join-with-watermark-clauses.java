package com.acme.spark41.joinclauses;

import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;

/** Both sides of an outer stream-stream join watermarked in SQL, with a time-range condition. */
class ImpressionClicksJob {
    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("impression-clicks").getOrCreate();
        spark.readStream().format("rate").load().createOrReplaceTempView("impressions");
        spark.readStream().format("rate").load().createOrReplaceTempView("clicks");
        Dataset<Row> joined = spark.sql("""
                SELECT i.value AS impression, c.value AS click
                FROM impressions WATERMARK timestamp DELAY OF INTERVAL 10 MINUTES AS i
                LEFT OUTER JOIN clicks WATERMARK timestamp DELAY OF INTERVAL 20 MINUTES AS c
                  ON i.value = c.value
                 AND c.timestamp BETWEEN i.timestamp AND i.timestamp + INTERVAL 1 HOUR
                """);
        joined.writeStream().format("console").start().awaitTermination();
    }
}
