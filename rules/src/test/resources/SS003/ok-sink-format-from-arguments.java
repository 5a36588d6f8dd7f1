package com.acme.platform.egress;

import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;

/** The sink format is a deploy-time argument ("console" in dev, "delta" in prod): unknown to the linter. */
class EgressJob {

    public static void main(String[] args) throws Exception {
        String sinkFormat = args[0];
        SparkSession spark = SparkSession.builder().appName("egress").getOrCreate();

        Dataset<Row> events = spark.readStream()
                .format("kafka")
                .option("kafka.bootstrap.servers", "kafka-platform:9092")
                .option("subscribe", "platform.egress")
                .option("maxOffsetsPerTrigger", 20000L)
                .load()
                .selectExpr("CAST(value AS STRING) AS event", "timestamp");

        events.writeStream()
                .format(sinkFormat)
                .start()
                .awaitTermination();
    }
}
