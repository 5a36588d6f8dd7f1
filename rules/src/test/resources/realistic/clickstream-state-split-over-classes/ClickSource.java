package com.media.clickstream;

import static org.apache.spark.sql.functions.col;
import static org.apache.spark.sql.functions.from_json;

import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.types.DataTypes;
import org.apache.spark.sql.types.StructType;

/** Reads the click topic and declares the event time, for every job of the team. */
final class ClickSource {

    private static final StructType CLICK = new StructType()
            .add("eventId", DataTypes.StringType)
            .add("userId", DataTypes.StringType)
            .add("page", DataTypes.StringType)
            .add(StreamSettings.EVENT_TIME, DataTypes.TimestampType);

    private ClickSource() {
    }

    static Dataset<Row> clicks(SparkSession spark) {
        Dataset<Row> parsed = spark.readStream()
                .format("kafka")
                .options(StreamSettings.kafka("web.clicks"))
                .load()
                .select(from_json(col("value").cast("string"), CLICK).as("c"))
                .select("c.*");
        return withEventTime(parsed);
    }

    static Dataset<Row> withEventTime(Dataset<Row> events) {
        return events.withWatermark(StreamSettings.EVENT_TIME, StreamSettings.LATENESS);
    }
}
