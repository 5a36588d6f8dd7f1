package com.acme.streaming.common;

import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.streaming.DataStreamWriter;

/** The writer is built in one method and a helper sets its checkpoint (DataStreamWriter.option mutates it). */
public class ReviewsLandingJob {

    private static final String CHECKPOINT_ROOT = "s3a://acme-catalog/checkpoints/";

    static void withCheckpoint(DataStreamWriter<Row> writer, String queryName) {
        writer.queryName(queryName);
        writer.option("checkpointLocation", CHECKPOINT_ROOT + queryName);
    }

    static DataStreamWriter<Row> deltaWriter(Dataset<Row> data) {
        DataStreamWriter<Row> writer = data.writeStream().format("delta").option("mergeSchema", "true");
        withCheckpoint(writer, "reviews_landing");
        return writer;
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

        deltaWriter(reviews).toTable("catalog.reviews_raw").awaitTermination();
    }
}
