package com.acme.ss031.topiccolumn;

import org.apache.spark.sql.SparkSession;

/** Each row names its topic in a topic column: no topic option needed. */
class RoutedEventsJob {

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("routed-events").getOrCreate();
        run(spark);
        spark.streams().awaitAnyTermination();
    }

    static void run(SparkSession spark) throws Exception {
        spark.readStream()
                .format("rate")
                .load()
                .selectExpr("CASE WHEN value % 2 = 0 THEN 'events-even' ELSE 'events-odd' END AS topic",
                        "CAST(value AS STRING) AS key",
                        "to_json(struct(*)) AS value")
                .writeStream()
                .format("kafka")
                .option("kafka.bootstrap.servers", "127.0.0.1:9")
                .option("kafka.max.block.ms", "2000")
                .option("checkpointLocation", "checkpoints/ss031-routed-events")
                .start();
    }
}
