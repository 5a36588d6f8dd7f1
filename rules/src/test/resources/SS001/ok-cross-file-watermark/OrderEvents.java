package com.acme.orders.io;

import static org.apache.spark.sql.functions.col;
import static org.apache.spark.sql.functions.from_json;

import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.types.DataTypes;
import org.apache.spark.sql.types.StructType;

/** The order-event stream, watermarked on the order time. */
public final class OrderEvents {

    public static final String ORDER_TIME = "orderedAt";
    static final String MAX_LATENESS = "30 minutes";

    private OrderEvents() {
    }

    public static Dataset<Row> read(SparkSession spark) {
        StructType schema = new StructType()
                .add("orderId", DataTypes.StringType)
                .add("storeId", DataTypes.StringType)
                .add("totalCents", DataTypes.LongType)
                .add(ORDER_TIME, DataTypes.TimestampType);
        Dataset<Row> orders = spark.readStream()
                .format("kafka")
                .option("kafka.bootstrap.servers", "kafka-orders:9092")
                .option("subscribe", "orders.placed")
                .option("maxOffsetsPerTrigger", 10000L)
                .load()
                .select(from_json(col("value").cast("string"), schema).as("o"))
                .select("o.*");
        return withEventTime(orders);
    }

    static Dataset<Row> withEventTime(Dataset<Row> orders) {
        return orders.withWatermark(ORDER_TIME, MAX_LATENESS);
    }
}
