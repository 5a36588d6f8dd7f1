package com.acme.orders.metrics;

import com.acme.orders.io.OrderEvents;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.functions;

public final class StoreRevenue {

    private StoreRevenue() {
    }

    public static Dataset<Row> hourly(Dataset<Row> orders) {
        return orders
                .groupBy(functions.col("storeId"), functions.window(functions.col(OrderEvents.ORDER_TIME), "1 hour"))
                .agg(functions.sum("totalCents").as("revenueCents"));
    }
}
