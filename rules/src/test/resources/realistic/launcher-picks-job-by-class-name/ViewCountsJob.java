package com.acme.jobs;

import static org.apache.spark.sql.functions.col;
import static org.apache.spark.sql.functions.window;

import org.apache.spark.sql.SparkSession;

/** Views per minute, watermarked, named and checkpointed under the root the launcher sets: fine. */
public class ViewCountsJob implements StreamingJob {

    @Override
    public void start(SparkSession spark) throws Exception {
        spark.readStream()
                .format("rate")
                .load()
                .withWatermark("timestamp", "5 minutes")
                .groupBy(window(col("timestamp"), "1 minute"))
                .count()
                .writeStream()
                .queryName("view_counts")
                .format("parquet")
                .start("s3a://acme-lake/view_counts");
    }
}
