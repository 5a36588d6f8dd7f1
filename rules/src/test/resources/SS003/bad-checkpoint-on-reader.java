package com.acme.billing;

import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;

/** The checkpoint option was put on the reader, where Spark ignores it; the writer has none. */
class UsageRecordsJob {

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("usage-records").getOrCreate();

        Dataset<Row> usage = spark.readStream()
                .format("kafka")
                .option("kafka.bootstrap.servers", "kafka-billing:9092")
                .option("subscribe", "billing.usage")
                .option("maxOffsetsPerTrigger", 50000L)
                .option("checkpointLocation", "s3a://acme-billing/checkpoints/usage-records") // expect: SS047 "readers ignore it" "Set it on the writeStream() chain of the query"
                .load()
                .selectExpr("CAST(key AS STRING) AS accountId", "CAST(value AS STRING) AS usage", "timestamp");

        usage.writeStream()
                .format("delta")
                .start("s3a://acme-billing/bronze/usage_records") // expect: SS003 "has no checkpoint location: Spark rejects it at start()" "Add .option(\"checkpointLocation\", \"<durable path, one per query>\") to the writeStream() chain"
                .awaitTermination();
    }
}
