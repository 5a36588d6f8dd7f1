package com.acme.ss011.perbatch;

import static org.apache.spark.sql.functions.col;

import org.apache.spark.api.java.function.VoidFunction2;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SaveMode;
import org.apache.spark.sql.SparkSession;

/** Each micro-batch is a batch Dataset: sort, limit and offset are fine there. */
class LargestPaymentsJob {

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("largest-payments").getOrCreate();
        run(spark);
        spark.streams().awaitAnyTermination();
    }

    static void run(SparkSession spark) throws Exception {
        spark.readStream()
                .format("rate")
                .load()
                .select(col("value").as("paymentId"), col("value").mod(997).as("amount"))
                .writeStream()
                .outputMode("update")
                .option("checkpointLocation", "checkpoints/ss011/largest-payments")
                .foreachBatch((VoidFunction2<Dataset<Row>, Long>) (batch, batchId) -> batch
                        .orderBy(col("amount").desc())
                        .offset(1)
                        .limit(10)
                        .write()
                        .mode(SaveMode.Append)
                        .parquet("out/ss011/largest-payments")) // expect: SS038
                .start();
    }
}
