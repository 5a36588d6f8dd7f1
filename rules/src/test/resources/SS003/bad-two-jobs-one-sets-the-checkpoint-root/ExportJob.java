package com.acme.lake.jobs;

import com.acme.lake.common.Sessions;
import org.apache.spark.sql.SparkSession;

/** Another job, another session: the archive job's checkpoint root does not apply here. */
public class ExportJob {
    public static void main(String[] args) throws Exception {
        SparkSession spark = Sessions.create("events-export");
        spark.readStream()
                .format("rate")
                .load()
                .writeStream()
                .format("json")
                .start("s3a://acme-lake/exports/events") // expect: SS003 "has no checkpoint location: Spark rejects it at start()" "Add .option(\"checkpointLocation\", \"<durable path, one per query>\") to the writeStream() chain"
                .awaitTermination();
    }
}
