package com.acme.spark41.computedeventtime;

import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;

/** The clause computes the event time (expr AS name) and watermarks it; the window groups by that column. */
class ClickMinutesJob {
    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("click-minutes").getOrCreate();
        spark.readStream().format("kafka")
                .option("kafka.bootstrap.servers", "broker:9092")
                .option("subscribe", "clicks")
                .option("startingOffsets", "earliest")
                .option("maxOffsetsPerTrigger", "100000")
                .load()
                .createOrReplaceTempView("clicks");
        Dataset<Row> perMinute = spark.sql(
                "SELECT window(clickedAt, '1 minute') AS minute, count(*) AS clicks "
                        + "FROM clicks WATERMARK CAST(timestamp AS TIMESTAMP) AS clickedAt DELAY OF INTERVAL 5 MINUTES "
                        + "GROUP BY window(clickedAt, '1 minute')");
        perMinute.writeStream()
                .format("parquet")
                .option("path", "s3a://lake/click_minutes/")
                .option("checkpointLocation", "s3a://lake/_checkpoints/click_minutes/")
                .start()
                .awaitTermination();
    }
}
