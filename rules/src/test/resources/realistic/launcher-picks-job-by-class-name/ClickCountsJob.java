package com.acme.jobs;

import static org.apache.spark.sql.functions.col;
import static org.apache.spark.sql.functions.window;

import org.apache.spark.sql.SparkSession;

/** Clicks per minute, append mode without a watermark: Spark rejects it when the launcher starts it. */
public class ClickCountsJob implements StreamingJob {

    @Override
    public void start(SparkSession spark) throws Exception {
        spark.readStream()
                .format("rate")
                .load()
                .groupBy(window(col("timestamp"), "1 minute")) // expect: SS001
                .count()
                .writeStream()
                .format("parquet")
                .option("checkpointLocation", "s3a://acme-lake/_checkpoints/click-counts")
                .start("s3a://acme-lake/click_counts");
    }
}
