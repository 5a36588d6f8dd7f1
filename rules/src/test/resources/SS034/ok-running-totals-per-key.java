package com.acme.ss034.totals;

import static org.apache.spark.sql.functions.col;
import static org.apache.spark.sql.functions.sum;

import org.apache.spark.sql.SparkSession;

/**
 * Running totals per warehouse in update mode, with no window and no watermark: the state is one row per warehouse,
 * a design choice whose size depends on the key cardinality, which the code does not show. Not reported.
 */
class StockLevels {
    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("stock-levels").getOrCreate();
        spark.readStream().format("rate").load()
                .select(col("value").mod(40).as("warehouseId"), col("value").mod(7).minus(3).as("delta"))
                .groupBy("warehouseId")
                .agg(sum("delta").as("stock"))
                .writeStream()
                .outputMode("update")
                .format("console")
                .start()
                .awaitTermination();
    }
}
