package com.shop.orders;

import static org.apache.spark.sql.functions.col;
import static org.apache.spark.sql.functions.from_json;

import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.types.DataTypes;
import org.apache.spark.sql.types.StructType;

/** Reads and parses the orders topic; used by the job below. */
final class OrderSource {

    private static final StructType ORDER = new StructType()
            .add("orderId", DataTypes.StringType)
            .add("storeId", DataTypes.StringType)
            .add("amount", DataTypes.DoubleType)
            .add("orderedAt", DataTypes.TimestampType);

    private final SparkSession spark;

    OrderSource(SparkSession spark) {
        this.spark = spark;
    }

    Dataset<Row> orders() {
        return spark.readStream()
                .format("kafka")
                .options(PipelineConfig.kafkaOptions(PipelineConfig.ORDERS_TOPIC))
                .load()
                .select(from_json(col("value").cast("string"), ORDER).as("o"))
                .select("o.*");
    }
}
