package com.acme.platform.ingest;

import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;

/** The source format is chosen at deploy time (kafka in prod, rate in the load test): unknown here. */
class PluggableSourceJob {

    public static void main(String[] args) throws Exception {
        String sourceFormat = args[0];
        SparkSession spark = SparkSession.builder().appName("pluggable-source").getOrCreate();

        Dataset<Row> input = spark.readStream()
                .format(sourceFormat)
                .option("kafka.bootstrap.servers", "kafka-platform:9092")
                .option("subscribe", "platform.events")
                .option("rowsPerSecond", 1000L)
                .load();

        input.writeStream()
                .format("delta")
                .option("checkpointLocation", "s3a://acme-platform/checkpoints/pluggable-source")
                .toTable("platform.events_raw")
                .awaitTermination();
    }
}
