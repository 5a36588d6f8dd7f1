package com.acme.ss034.notgrouped;

import static org.apache.spark.sql.functions.col;
import static org.apache.spark.sql.functions.max;
import static org.apache.spark.sql.functions.sum;

import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.types.DataTypes;
import org.apache.spark.sql.types.StructType;

/**
 * Spend per customer in update mode. The watermark was meant to bound the state, but the aggregation groups by the
 * customer only, so every customer ever seen stays in the state.
 */
class CustomerSpend {
    private static final StructType SCHEMA = new StructType()
            .add("customerId", DataTypes.StringType)
            .add("amount", DataTypes.DoubleType)
            .add("orderedAt", DataTypes.TimestampType);

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("customer-spend").getOrCreate();
        Dataset<Row> orders = spark.readStream().schema(SCHEMA).option("maxFilesPerTrigger", 200).json("s3a://acme-shop/landing/orders/")
                .withWatermark("orderedAt", "30 minutes");

        orders.groupBy("customerId") // expect: SS034 "the state (and the checkpoint) grows until the executors run out of memory" "Group by window(col(\"orderedAt\"), \"<length>\") as well"
                .agg(sum("amount").as("spent"), max("orderedAt").as("lastOrderAt"))
                .writeStream()
                .outputMode("update")
                .format("console")
                .option("checkpointLocation", "s3a://acme-shop/checkpoints/customer-spend")
                .start()
                .awaitTermination();
    }
}
