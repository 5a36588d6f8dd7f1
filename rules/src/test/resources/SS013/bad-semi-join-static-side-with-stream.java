package com.acme.ss013.semi;

import static org.apache.spark.sql.functions.col;

import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;

/** Warehouses that received at least one shipment: a static-left semi join against the shipment stream. */
class ActiveWarehousesJob {

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("active-warehouses").getOrCreate();
        run(spark);
        spark.streams().awaitAnyTermination();
    }

    static void run(SparkSession spark) throws Exception {
        Dataset<Row> warehouses = spark.range(0, 8).withColumnRenamed("id", "warehouseId");
        Dataset<Row> shipments = spark.readStream()
                .format("rate")
                .load()
                .select(col("value").mod(8).as("toWarehouse"), col("timestamp").as("shippedAt"));

        warehouses
                .join(shipments, col("warehouseId").equalTo(col("toWarehouse")), "semi") // expect: SS013 "Spark rejects the query writing warehouses at start()" "put the stream on the left of an inner or left outer join"
                .writeStream()
                .format("console")
                .start();
    }
}
