package com.acme.ss010.staticside;

import static org.apache.spark.sql.functions.col;
import static org.apache.spark.sql.functions.countDistinct;
import static org.apache.spark.sql.functions.dense_rank;

import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.expressions.Window;

/** Window functions and distinct aggregates on the batch side of a stream-static join are batch work: allowed. */
class RankedSuppliersJob {

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("ranked-suppliers").getOrCreate();
        run(spark);
        spark.streams().awaitAnyTermination();
    }

    static Dataset<Row> supplierRanks(SparkSession spark) {
        Dataset<Row> deliveries = spark.range(200)
                .select(col("id").mod(20).as("supplierId"), col("id").mod(9).as("warehouse"));
        return deliveries.groupBy("supplierId")
                .agg(countDistinct("warehouse").as("warehouses"))
                .withColumn("rank", dense_rank().over(Window.orderBy(col("warehouses").desc())));
    }

    static void run(SparkSession spark) throws Exception {
        spark.readStream()
                .format("rate")
                .load()
                .select(col("value").mod(20).as("supplierId"), col("timestamp").as("orderedAt"))
                .join(supplierRanks(spark), "supplierId")
                .writeStream()
                .format("memory")
                .queryName("ranked_supplier_orders")
                .start();
    }
}
