package com.acme.ss022.microbatch;

import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.streaming.Trigger;

/** The continuous query only projects; the aggregation runs in a micro-batch query of its own. */
class SplitLatencyJob {
    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("split-latency").getOrCreate();
        run(spark);
        spark.streams().awaitAnyTermination();
    }

    static void run(SparkSession spark) throws Exception {
        Dataset<Row> events = spark.readStream().format("rate").option("numPartitions", "1").load();
        events.drop("timestamp")
                .writeStream()
                .format("noop")
                .trigger(Trigger.Continuous("1 second"))
                .start();
        events.groupBy("value")
                .count()
                .writeStream()
                .outputMode("update")
                .format("console")
                .trigger(Trigger.ProcessingTime("2 seconds"))
                .start();
    }
}
