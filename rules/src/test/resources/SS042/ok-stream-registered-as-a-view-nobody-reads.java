package com.acme.orders;

import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.types.DataTypes;
import org.apache.spark.sql.types.StructType;

/**
 * A leftover of an earlier version: the CSV stream is still registered as a view, but no SQL text and no query
 * reads it any more. Code that never runs is not judged.
 */
class OrdersViewSetup {

    static void register(SparkSession spark) {
        StructType schema = new StructType().add("orderId", DataTypes.StringType).add("amount", DataTypes.DoubleType);
        spark.readStream()
                .schema(schema)
                .format("csv")
                .load("s3a://acme-drop/orders")
                .createOrReplaceTempView("FS_ORDERS_LEGACY");
    }

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("orders-setup").getOrCreate();
        register(spark);
        spark.readStream().format("rate").load().writeStream().format("console").start().awaitTermination();
    }
}
