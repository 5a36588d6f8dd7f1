package com.acme.ss035.nowm;

import static org.apache.spark.sql.functions.col;
import static org.apache.spark.sql.functions.from_json;

import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.types.StructType;

/** Exactly-once payment events by id: every payment id ever seen stays in the state. */
class PaymentEvents {
    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("payment-events").getOrCreate();
        Dataset<Row> payments = spark.readStream()
                .format("kafka")
                .option("kafka.bootstrap.servers", "kafka:9092")
                .option("subscribe", "payments")
                .option("maxOffsetsPerTrigger", 20000L)
                .load()
                .select(from_json(col("value").cast("string"), StructType.fromDDL("paymentId STRING, amount DOUBLE, paidAt TIMESTAMP")).as("p"))
                .select("p.*");

        payments.dropDuplicates("paymentId") // expect: SS035 "keeps every 'paymentId' value seen in the state for ever: no key column carries a watermark" "use dropDuplicatesWithinWatermark(\"paymentId\")"
                .writeStream()
                .format("delta")
                .option("checkpointLocation", "s3a://acme-pay/checkpoints/payments")
                .start("s3a://acme-pay/tables/payments")
                .awaitTermination();
    }
}
