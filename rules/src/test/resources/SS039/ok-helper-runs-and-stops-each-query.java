package com.acme.ss039.runandstop;

import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.streaming.StreamingQuery;

/** A test utility starts a query, lets it run and stops it; two calls reuse the name one after the other. */
class SinkSmokeTest {
    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().master("local[2]").appName("sink-smoke-test").getOrCreate();
        run(spark);
    }

    static void runBriefly(Dataset<Row> data, String format) throws Exception {
        StreamingQuery query = data.writeStream()
                .format(format)
                .queryName("smoke")
                .start();
        query.awaitTermination(200);
        query.stop();
    }

    static void run(SparkSession spark) throws Exception {
        Dataset<Row> data = spark.readStream().format("rate").load();
        runBriefly(data, "console");
        runBriefly(data, "noop");
    }
}
