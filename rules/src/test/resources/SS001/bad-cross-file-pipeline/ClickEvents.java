package com.acme.clickstream.io;

import static org.apache.spark.sql.functions.col;
import static org.apache.spark.sql.functions.from_json;

import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.types.DataTypes;
import org.apache.spark.sql.types.StructType;

/** Reads the click topic and parses it; the watermark is on the time the click was received. */
public final class ClickEvents {

    public static final String EVENT_TIME = "clickedAt";
    public static final String RECEIVED_TIME = "receivedAt";

    private static final StructType SCHEMA = new StructType()
            .add("userId", DataTypes.StringType)
            .add("page", DataTypes.StringType)
            .add(EVENT_TIME, DataTypes.TimestampType)
            .add(RECEIVED_TIME, DataTypes.TimestampType);

    private ClickEvents() {
    }

    public static Dataset<Row> stream(SparkSession spark) {
        return spark.readStream()
                .format("kafka")
                .option("kafka.bootstrap.servers", "broker-1:9092")
                .option("subscribe", "clickstream")
                .option("maxOffsetsPerTrigger", 50000L)
                .load()
                .select(from_json(col("value").cast("string"), SCHEMA).as("c"))
                .select("c.*")
                .withWatermark(RECEIVED_TIME, "5 minutes");
    }
}
