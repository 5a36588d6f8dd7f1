package com.acme.payments;

import com.acme.payments.config.KafkaSettings;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;

public final class RefundsJob {

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("refunds").getOrCreate();

        Dataset<Row> refunds = KafkaSettings.consumer(spark, "payments.refunds")
                .option("kafka.client.id", "refunds-job")
                .load()
                .selectExpr("CAST(value AS STRING) AS refund", "timestamp");

        refunds.writeStream()
                .format("delta")
                .option("checkpointLocation", "s3a://acme-payments/checkpoints/refunds")
                .toTable("payments.refunds")
                .awaitTermination();
    }
}
