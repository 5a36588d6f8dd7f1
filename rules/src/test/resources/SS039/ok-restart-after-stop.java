package com.acme.ss039.restart;

import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.streaming.StreamingQuery;

/** A recovery check, as tests write it: run, stop, then start the same query on its checkpoint again. */
class RecoveryCheck {
    static final String NAME = "recovery_check";
    static final String CHECKPOINT = "checkpoints/recovery-check";

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().master("local[2]").appName("recovery-check").getOrCreate();
        run(spark);
    }

    static StreamingQuery start(Dataset<Row> events) throws Exception {
        return events.writeStream()
                .format("parquet")
                .queryName(NAME)
                .option("checkpointLocation", CHECKPOINT)
                .start("out/recovery-check");
    }

    static void run(SparkSession spark) throws Exception {
        Dataset<Row> events = spark.readStream().format("rate").load();
        StreamingQuery first = start(events);
        first.stop();
        StreamingQuery second = start(events);
        System.out.println("restarted " + second.name());
    }
}
