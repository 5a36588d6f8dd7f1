package com.acme.orders;

import static org.apache.spark.sql.functions.col;
import static org.apache.spark.sql.functions.from_json;

import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.types.DataTypes;
import org.apache.spark.sql.types.StructType;

/** Streams orders into a Delta table with toTable(...) and forgets the checkpoint. */
class OrdersBronzeJob {

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("orders-bronze").getOrCreate();

        StructType orderSchema = new StructType()
                .add("orderId", DataTypes.StringType)
                .add("customerId", DataTypes.StringType)
                .add("totalCents", DataTypes.LongType);

        Dataset<Row> orders = spark.readStream()
                .format("kafka")
                .option("kafka.bootstrap.servers", "kafka-orders:9092")
                .option("subscribe", "orders.placed")
                .option("maxOffsetsPerTrigger", 10000L)
                .load()
                .select(from_json(col("value").cast("string"), orderSchema).as("o"), col("timestamp"))
                .select("o.*", "timestamp");

        orders.writeStream()
                .format("delta")
                .queryName("orders-bronze")
                .toTable("orders.bronze_orders") // expect: SS003 "has no checkpoint location: Spark rejects it at toTable()" "Add .option(\"checkpointLocation\", \"<durable path, one per query>\") to the writeStream() chain"
                .awaitTermination();
    }
}
