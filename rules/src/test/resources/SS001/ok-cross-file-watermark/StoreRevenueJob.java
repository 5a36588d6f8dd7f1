package com.acme.orders;

import com.acme.orders.io.OrderEvents;
import com.acme.orders.metrics.StoreRevenue;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;

public final class StoreRevenueJob {

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("store-revenue").getOrCreate();
        Dataset<Row> orders = OrderEvents.read(spark);
        Dataset<Row> revenue = StoreRevenue.hourly(orders);
        revenue.writeStream()
                .outputMode("append")
                .format("delta")
                .option("checkpointLocation", "s3a://acme-orders/checkpoints/store-revenue")
                .toTable("orders.store_revenue_hourly")
                .awaitTermination();
    }
}
