package com.acme.reports;

import org.apache.spark.sql.SparkSession;

/** The session is a field the constructor sets, with the checkpoint root; a method of the job starts the query. */
public class ReturnsLandingJob {

    private final SparkSession spark;

    ReturnsLandingJob(String checkpointRoot) {
        this.spark = SparkSession.builder()
                .appName("returns-landing")
                .config("spark.sql.streaming.checkpointLocation", checkpointRoot)
                .getOrCreate();
    }

    void run() throws Exception {
        spark.readStream().format("kafka")
                .option("kafka.bootstrap.servers", "kafka-returns:9092")
                .option("subscribe", "returns")
                .option("maxOffsetsPerTrigger", 10000L)
                .load()
                .writeStream()
                .queryName("returns-landing")
                .format("delta")
                .toTable("bronze.returns")
                .awaitTermination();
    }

    public static void main(String[] args) throws Exception {
        new ReturnsLandingJob(args[0]).run();
    }
}
