package com.acme.ss015.union;

import static org.apache.spark.sql.functions.col;

import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;

/**
 * Web and app events merged, only the app events watermarked: a union's columns are its first input's, so the
 * deduplication sees no watermark.
 */
class MergedEventsJob {
    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("merged-events").getOrCreate();
        run(spark);
        spark.streams().awaitAnyTermination();
    }

    static Dataset<Row> events(SparkSession spark, long channel) {
        return spark.readStream().format("rate").load()
                .select(col("timestamp").as("eventTime"), col("value").multiply(10).plus(channel).as("eventId"));
    }

    static void run(SparkSession spark) throws Exception {
        Dataset<Row> web = events(spark, 1);
        Dataset<Row> app = events(spark, 2).withWatermark("eventTime", "2 minutes");
        web.union(app)
                .dropDuplicatesWithinWatermark("eventId") // expect: SS015 "Spark rejects the query at start()" "Add .withWatermark(\"<event time>\", \"<delay>\") right before it"
                .writeStream()
                .format("console")
                .start();
    }
}
