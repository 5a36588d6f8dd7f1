package com.acme.jobs;

import org.apache.spark.sql.SparkSession;

/** Picks the job by its class name on the command line: spark-submit ... Launcher ClickCountsJob. */
public final class Launcher {

    private Launcher() {
    }

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName(args[0]).getOrCreate();
        spark.conf().set("spark.sql.streaming.checkpointLocation", "s3a://acme-lake/_checkpoints/" + args[0]);
        StreamingJob job = (StreamingJob) Class.forName("com.acme.jobs." + args[0])
                .getDeclaredConstructor().newInstance();
        job.start(spark);
        spark.streams().awaitAnyTermination();
    }
}
