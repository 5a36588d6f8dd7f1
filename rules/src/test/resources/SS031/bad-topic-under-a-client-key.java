package com.acme.ss031.clientkey;

import org.apache.spark.sql.SparkSession;

/** The topic is set as if it were a producer setting; the sink's option is plain "topic". */
class OrderStatusJob {

    private static final String BROKERS = "127.0.0.1:9";
    private static final String STATUS_TOPIC = "order-status";

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("order-status").getOrCreate();
        run(spark);
        spark.streams().awaitAnyTermination();
    }

    static void run(SparkSession spark) throws Exception {
        spark.readStream()
                .format("rate")
                .option("rowsPerSecond", 5)
                .load()
                .selectExpr("CAST(value % 50 AS STRING) AS key", "CAST(value AS STRING) AS value")
                .writeStream()
                .format("kafka")
                .option("kafka.bootstrap.servers", BROKERS)
                .option("kafka.topic", STATUS_TOPIC)
                .option("checkpointLocation", "checkpoints/ss031-order-status")
                .queryName("ss031_order_status")
                .start(); // expect: SS031 "the query fails right after start() with \"topic option required when no 'topic' attribute is present\"" "Add .option(\"topic\", \"<topic>\") to the writer, or a topic column"
    }
}
