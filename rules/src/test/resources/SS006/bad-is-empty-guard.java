package com.acme.ss006.guard;

import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;

/** Skips the write when there is nothing to read: isEmpty() is a batch job too. */
class InventoryDeltasJob {

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("inventory-deltas").getOrCreate();
        run(spark);
        spark.streams().awaitAnyTermination();
    }

    static Dataset<Row> deltas(SparkSession spark) {
        return spark.readStream()
                .format("rate")
                .load()
                .selectExpr("value % 200 AS sku", "CAST(value % 7 - 3 AS INT) AS delta");
    }

    static void run(SparkSession spark) throws Exception {
        Dataset<Row> deltas = deltas(spark);
        if (deltas.isEmpty()) { // expect: SS006 "Spark throws \"Queries with streaming sources must be executed with writeStream.start()\" at this call" "Run it on each micro-batch inside writeStream().foreachBatch"
            return;
        }
        deltas.writeStream()
                .format("console")
                .option("numRows", 5)
                .start();
    }
}
