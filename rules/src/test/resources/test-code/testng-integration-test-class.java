package com.acme.clicks;

import java.util.UUID;

import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.streaming.StreamingQuery;

/**
 * An integration test by its name (Failsafe runs *IT classes): a checkpoint per run on /tmp is what a test wants, and
 * is not reported; a batch action on the stream still is.
 */
public class ClickCountsIT {

    @org.testng.annotations.Test
    public void countsClicksPerPage() throws Exception {
        SparkSession spark = SparkSession.builder().master("local[2]").appName("click-counts-it").getOrCreate();
        StreamingQuery query = spark.readStream()
                .format("kafka")
                .option("kafka.bootstrap.servers", "localhost:19092")
                .option("subscribe", "clicks")
                .load()
                .selectExpr("CAST(value AS STRING) AS page")
                .groupBy("page")
                .count()
                .writeStream()
                .format("memory")
                .queryName("click_counts")
                .outputMode("complete")
                .option("checkpointLocation", "/tmp/click-counts-" + UUID.randomUUID())
                .start();
        query.processAllAvailable();
        query.stop();

        spark.readStream()
                .format("kafka")
                .option("kafka.bootstrap.servers", "localhost:19092")
                .option("subscribe", "clicks")
                .load()
                .count(); // expect: SS006
    }
}
