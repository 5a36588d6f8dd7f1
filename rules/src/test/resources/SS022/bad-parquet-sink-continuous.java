package com.acme.ss022.filesink;

import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.streaming.Trigger;

/** start() succeeds, then the query dies: the file sink cannot run continuously. */
class RawEventsArchiveJob {
    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("raw-events-archive").getOrCreate();
        run(spark);
        spark.streams().awaitAnyTermination();
    }

    static void run(SparkSession spark) throws Exception {
        spark.readStream()
                .format("rate")
                .option("numPartitions", "1")
                .load()
                .writeStream()
                .format("parquet")
                .trigger(Trigger.Continuous("1 second")) // expect: SS022 "continuous processing does not support the parquet sink: Spark starts it, then the query fails" "Use a micro-batch trigger (Trigger.ProcessingTime(..))"
                .option("checkpointLocation", "checkpoints/raw-events-archive")
                .start("out/raw-events-archive");
    }
}
