package com.acme.telemetry;

import com.acme.telemetry.config.KafkaOptions;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;

public final class MetricsIngestJob {

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("metrics-ingest").getOrCreate();

        Dataset<Row> metrics = spark.readStream()
                .format("kafka")
                .option(KafkaOptions.BOOTSTRAP, "kafka-telemetry:9092")
                .option(KafkaOptions.SUBSCRIBE, "telemetry.metrics")
                .option(KafkaOptions.MAX_OFFSETS_PER_TRIGGER, KafkaOptions.DEFAULT_MAX_OFFSETS)
                .load()
                .selectExpr("CAST(key AS STRING) AS metric", "CAST(value AS STRING) AS sample", "timestamp");

        metrics.writeStream()
                .format("delta")
                .option("checkpointLocation", "s3a://acme-telemetry/checkpoints/metrics-ingest")
                .toTable("telemetry.metrics_raw")
                .awaitTermination();
    }
}
