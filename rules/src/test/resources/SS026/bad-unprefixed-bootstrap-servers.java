package com.acme.ss026.unprefixed;

import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;

/** The brokers are set with the consumer's own key, which Spark does not pass on without the kafka. prefix. */
class PaymentsIngestJob {

    private static final String BROKERS = "127.0.0.1:9";

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("payments-ingest").getOrCreate();
        run(spark);
        spark.streams().awaitAnyTermination();
    }

    static void run(SparkSession spark) throws Exception {
        Dataset<Row> payments = spark.readStream()
                .format("kafka") // expect: SS026 "Spark rejects it at load() with \"Option 'kafka.bootstrap.servers' must be specified for configuring Kafka consumer\"" "Add .option(\"kafka.bootstrap.servers\", \"<host:port>,...\")"
                .option("bootstrap.servers", BROKERS)
                .option("subscribe", "payments")
                .option("startingOffsets", "earliest")
                .option("maxOffsetsPerTrigger", 20000L)
                .load();

        payments.selectExpr("CAST(key AS STRING) AS paymentId", "CAST(value AS STRING) AS body")
                .writeStream()
                .format("parquet")
                .option("checkpointLocation", "checkpoints/ss026-payments")
                .start("out/ss026-payments");
    }
}
