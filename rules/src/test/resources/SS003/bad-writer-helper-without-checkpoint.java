package com.acme.streaming.common;

import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.streaming.DataStreamWriter;
import org.apache.spark.sql.streaming.Trigger;

/** A shared helper configures the Delta writer (format, trigger, schema merge) but not the checkpoint. */
public class ReviewsLandingJob {

    static DataStreamWriter<Row> deltaWriter(Dataset<Row> data) {
        return data.writeStream()
                .format("delta")
                .option("mergeSchema", "true")
                .trigger(Trigger.ProcessingTime("1 minute"));
    }

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("reviews-landing").getOrCreate();

        Dataset<Row> reviews = spark.readStream()
                .format("kafka")
                .option("kafka.bootstrap.servers", "kafka-catalog:9092")
                .option("subscribe", "catalog.reviews")
                .option("maxOffsetsPerTrigger", 5000L)
                .load()
                .selectExpr("CAST(key AS STRING) AS productId", "CAST(value AS STRING) AS review", "timestamp");

        deltaWriter(reviews)
                .queryName("reviews-landing")
                .toTable("catalog.reviews_raw") // expect: SS003 "has no checkpoint location: Spark rejects it at toTable()" "Add .option(\"checkpointLocation\", \"<durable path, one per query>\") to the writeStream() chain"
                .awaitTermination();
    }
}
