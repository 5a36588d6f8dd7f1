package com.shop.ingest.sink;

import java.util.Properties;

import org.apache.spark.api.java.function.VoidFunction2;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SaveMode;

/** Appends each micro-batch to the orders table; logs the batch id. */
public class OrdersJdbcWriter implements VoidFunction2<Dataset<Row>, Long> {

    private static final String URL = "jdbc:postgresql://orders-db:5432/shop";

    private final Properties connection = new Properties();

    public OrdersJdbcWriter(String user, String password) {
        connection.setProperty("user", user);
        connection.setProperty("password", password);
        connection.setProperty("driver", "org.postgresql.Driver");
    }

    @Override
    public void call(Dataset<Row> orders, Long batchId) {
        System.out.println("Writing orders batch " + batchId);
        orders.write()
                .mode(SaveMode.Append)
                .jdbc(URL, "public.orders", connection); // expect: SS038
    }
}
