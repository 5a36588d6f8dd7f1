package com.acme.lake.jobs;

import com.acme.lake.sessions.LakeSessions;
import org.apache.spark.sql.SparkSession;

/** Its session roots the checkpoints (built through a helper that returns SparkSession.Builder): no SS003. */
public class EventsArchiveJob {
    public static void main(String[] args) throws Exception {
        SparkSession spark = LakeSessions.withCheckpointRoot("events-archive", "s3a://acme-lake/checkpoints");
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
