package com.acme.runner;

import org.apache.spark.sql.SparkSession;

/** Builds the session and hands it to the executor, which roots every query's checkpoint. */
public class PipelineRunner {
    static void run(SparkSession spark) throws Exception {
        new JobExecutor(spark, "checkpoints/ss003/sqlcontext-root").execute("orders", "stream");
    }

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("pipelines").getOrCreate();
        new JobExecutor(spark, args[0]).execute(args[1], "stream");
        spark.streams().awaitAnyTermination();
    }
}
