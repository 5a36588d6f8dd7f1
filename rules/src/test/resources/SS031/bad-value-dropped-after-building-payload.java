package com.acme.ss031.dropped;

import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;

import static org.apache.spark.sql.functions.col;
import static org.apache.spark.sql.functions.struct;
import static org.apache.spark.sql.functions.to_json;

/** The JSON payload is built in a new column and the source columns are dropped, value with them. */
class TickerFeedJob {

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("ticker-feed").getOrCreate();
        run(spark);
        spark.streams().awaitAnyTermination();
    }

    static void run(SparkSession spark) throws Exception {
        Dataset<Row> ticks = spark.readStream().format("rate").load();
        Dataset<Row> messages = ticks
                .withColumn("payload", to_json(struct(col("timestamp"), col("value"))))
                .drop("timestamp", "value");
        messages.writeStream()
                .format("kafka")
                .option("kafka.bootstrap.servers", "127.0.0.1:9")
                .option("topic", "ticks")
                .option("checkpointLocation", "checkpoints/ss031-ticks")
                .start(); // expect: SS031 "the query fails right after start() with \"Required attribute 'value' not found\"" "Name the payload value, e.g. selectExpr(\"to_json(struct(*)) AS value\")"
    }
}
