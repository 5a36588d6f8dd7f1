package com.acme.orders;

import static org.apache.spark.sql.functions.col;
import static org.apache.spark.sql.functions.count;
import static org.apache.spark.sql.functions.from_json;
import static org.apache.spark.sql.functions.max;
import static org.apache.spark.sql.functions.sum;

import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.types.DataTypes;
import org.apache.spark.sql.types.StructType;

/** Running order totals over the whole stream: a global aggregation has no key to carry a watermark. */
class OrderTotalsJob {

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("order-totals").getOrCreate();

        StructType orderSchema = new StructType()
                .add("orderId", DataTypes.StringType)
                .add("totalCents", DataTypes.LongType)
                .add("placedAt", DataTypes.TimestampType);

        Dataset<Row> orders = spark.readStream()
                .format("kafka")
                .option("kafka.bootstrap.servers", "kafka-orders:9092")
                .option("subscribe", "orders.placed")
                .option("maxOffsetsPerTrigger", 10000L)
                .load()
                .select(from_json(col("value").cast("string"), orderSchema).as("o"))
                .select("o.*")
                .withWatermark("placedAt", "30 minutes");

        Dataset<Row> totals = orders.agg( // expect: SS001 "without grouping keys no watermark can ever close a group: Spark rejects the query at start()" "Write it with outputMode(\"complete\") or outputMode(\"update\")"
                count("orderId").as("orders"),
                sum("totalCents").as("revenueCents"),
                max("placedAt").as("lastOrderAt"));

        totals.writeStream()
                .format("delta")
                .option("checkpointLocation", "s3a://acme-orders/checkpoints/order-totals")
                .start("s3a://acme-orders/gold/order_totals")
                .awaitTermination();
    }
}
