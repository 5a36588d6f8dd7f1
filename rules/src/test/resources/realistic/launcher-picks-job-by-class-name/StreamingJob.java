package com.acme.jobs;

import org.apache.spark.sql.SparkSession;

/** What the launcher runs: a job builds and starts its queries on the session it is given. */
public interface StreamingJob {
    void start(SparkSession spark) throws Exception;
}
