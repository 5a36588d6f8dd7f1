package com.acme.ss006.unified;

import static org.apache.spark.sql.functions.col;

import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;

/** One job for backfills and live runs: the batch actions run only on the branch where the input is batch. */
class InventoryLevelsJob {

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("inventory-levels").getOrCreate();
        run(spark);
        spark.streams().awaitAnyTermination();
    }

    static void run(SparkSession spark) throws Exception {
        boolean live = Boolean.parseBoolean(System.getProperty("inventory.live", "true"));
        Dataset<Row> movements = live
                ? spark.readStream().format("rate").load().select(col("value").as("sku"))
                : spark.range(100).withColumnRenamed("id", "sku");

        if (!live) {
            System.out.println(movements.count() + " movements to backfill");
            movements.show(10);
        }
        if (live) {
            movements.writeStream()
                    .format("memory")
                    .queryName("inventory_movements")
                    .start();
        } else {
            movements.write().mode("overwrite").parquet("out/ss006/inventory-backfill");
        }
    }
}
