package com.fintech.payments;

import static org.apache.spark.sql.functions.col;
import static org.apache.spark.sql.functions.sum;
import static org.apache.spark.sql.functions.window;

import com.fintech.payments.config.StreamingSettings;
import com.fintech.payments.sink.FraudAlertWriter;
import com.fintech.payments.sink.LedgerJdbcWriter;
import com.fintech.payments.spark.PaymentSessions;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.streaming.Trigger;

/** Three queries on the authorized-payments topic: ledger rows, fraud alerts, merchant totals. */
public class PaymentsPipeline {

    public static void main(String[] args) throws Exception {
        SparkSession spark = PaymentSessions.forJob("payments-pipeline");

        Dataset<Row> payments = spark.readStream()
                .format("kafka")
                .options(StreamingSettings.kafkaSource(StreamingSettings.PAYMENTS_TOPIC))
                .load()
                .selectExpr("CAST(key AS STRING) AS paymentId", "CAST(value AS STRING) AS value",
                        "CAST(get_json_object(CAST(value AS STRING), '$.merchant') AS STRING) AS merchant",
                        "CAST(get_json_object(CAST(value AS STRING), '$.amount') AS DOUBLE) AS amount",
                        "timestamp");

        payments.writeStream()
                .queryName("ledger-jdbc")
                .option("checkpointLocation", StreamingSettings.checkpointFor("ledger-jdbc")) // expect: SS043
                .foreachBatch(new LedgerJdbcWriter("jdbc:postgresql://ledger-db:5432/ledger", "payments"))
                .trigger(Trigger.ProcessingTime("20 seconds"))
                .start();

        payments.filter(col("amount").gt(10000))
                .writeStream()
                .queryName("fraud-alerts")
                .foreach(new FraudAlertWriter())
                .start(); // expect: SS004

        payments.withWatermark("timestamp", "30 minutes")
                .groupBy(window(col("timestamp"), "1 hour"), col("merchant"))
                .agg(sum("amount").as("total"))
                .writeStream()
                .format("delta")
                .option("checkpointLocation", "s3a://fintech-streaming/checkpoints/merchant-hourly")
                .toTable("payments.merchant_hourly");

        spark.streams().awaitAnyTermination();
    }
}
