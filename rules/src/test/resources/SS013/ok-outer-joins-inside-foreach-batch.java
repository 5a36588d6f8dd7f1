package com.acme.ss013.foreachbatch;

import static org.apache.spark.sql.functions.col;

import org.apache.spark.api.java.function.VoidFunction2;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SaveMode;
import org.apache.spark.sql.SparkSession;

/**
 * Full reconciliation per micro-batch: inside foreachBatch each batch is a static Dataset, so full and right
 * outer joins with the reference data are ordinary batch joins.
 */
class StockReconciliationJob {

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("stock-reconciliation").getOrCreate();
        run(spark);
        spark.streams().awaitAnyTermination();
    }

    static void run(SparkSession spark) throws Exception {
        Dataset<Row> expectedStock = spark.range(0, 10).withColumnRenamed("id", "itemId");

        VoidFunction2<Dataset<Row>, Long> reconcile = (movements, batchId) -> {
            Dataset<Row> fullPicture = movements
                    .join(expectedStock, col("movedItemId").equalTo(col("itemId")), "full_outer")
                    .join(expectedStock.withColumnRenamed("itemId", "listedItemId"),
                            col("movedItemId").equalTo(col("listedItemId")), "right");
            fullPicture.write().mode(SaveMode.Append).parquet("out/stock-reconciliation"); // expect: SS038
        };

        spark.readStream().format("rate").load()
                .select(col("value").mod(12).as("movedItemId"), col("timestamp").as("movedAt"))
                .writeStream()
                .foreachBatch(reconcile)
                .option("checkpointLocation", "checkpoints/stock-reconciliation")
                .start();
    }
}
