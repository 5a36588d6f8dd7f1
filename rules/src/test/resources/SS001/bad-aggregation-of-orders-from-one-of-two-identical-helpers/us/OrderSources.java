package com.acme.orders.us;

import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;

/** The region's order stream (each region's copy of this class is the same but for its package). */
public final class OrderSources {

    private OrderSources() {
    }

    public static Dataset<Row> orders(SparkSession spark) {
        return spark.readStream()
                .format("rate")
                .load()
                .selectExpr("value AS orderId", "timestamp AS orderedAt", "value % 7 AS storeId");
    }
}
