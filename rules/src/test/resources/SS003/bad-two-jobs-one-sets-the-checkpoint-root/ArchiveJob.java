package com.acme.lake.jobs;

import com.acme.lake.common.Sessions;
import org.apache.spark.sql.SparkSession;

/** Sets a checkpoint root on its own session: its query is fine. */
public class ArchiveJob {
    public static void main(String[] args) throws Exception {
        SparkSession spark = Sessions.create("events-archive");
        spark.conf().set("spark.sql.streaming.checkpointLocation", "s3a://acme-lake/checkpoints");
        spark.readStream()
                .format("rate")
                .load()
                .writeStream()
                .queryName("events-archive")
                .format("parquet")
                .start("s3a://acme-lake/archive/events")
                .awaitTermination();
    }
}
