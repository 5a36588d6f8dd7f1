package com.acme.payments;

import org.apache.spark.api.java.function.VoidFunction2;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.streaming.StreamingQuery;
import org.apache.spark.sql.streaming.Trigger;
import org.junit.Test;

/**
 * A JUnit 4 test outside a test source folder and not named like one: its @Test makes it test code. The temporary
 * checkpoint of its foreachBatch query is not reported; the output mode Spark does not know is.
 */
public class PaymentsStreamChecks {

    @Test
    public void countsPaymentsPerBatch() throws Exception {
        SparkSession spark = SparkSession.builder().master("local[2]").appName("payments-checks").getOrCreate();
        Dataset<Row> payments = spark.readStream()
                .format("json")
                .schema("paymentId STRING, amount DOUBLE")
                .option("maxFilesPerTrigger", 10)
                .load("src/test/data/payments");
        StreamingQuery query = payments.writeStream()
                .trigger(Trigger.AvailableNow())
                .foreachBatch((VoidFunction2<Dataset<Row>, Long>) (batch, batchId) -> batch.show())
                .start();
        query.awaitTermination();

        payments.writeStream()
                .format("console")
                .outputMode("upsert") // expect: SS009
                .start()
                .processAllAvailable();
    }
}
