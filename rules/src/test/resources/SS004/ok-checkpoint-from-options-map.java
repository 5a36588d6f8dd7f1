package com.acme.billing;

import java.util.Map;

import org.apache.spark.api.java.function.VoidFunction2;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;

/** Writer options from a job config the linter cannot see: the checkpoint may well be among them. */
class InvoiceExport {

    static void run(SparkSession spark, Map<String, String> writerOptions) throws Exception {
        spark.readStream().format("kafka")
                .option("kafka.bootstrap.servers", "kafka-billing:9092")
                .option("subscribe", "billing.invoices")
                .option("maxOffsetsPerTrigger", 1000L)
                .load()
                .writeStream()
                .options(writerOptions)
                .foreachBatch((VoidFunction2<Dataset<Row>, Long>) (batch, batchId) ->
                        batch.write().format("parquet").mode("append").save("s3a://acme-billing/exports/" + batchId))
                .start()
                .awaitTermination();
    }
}
