package com.acme.ss015.crossfile;

import static org.apache.spark.sql.functions.col;

import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;

/** Readers of the platform team: every event stream comes watermarked on its event time. */
final class Streams {
    static final String EVENT_TIME = "eventTime";
    static final String LATENESS = "15 minutes";

    private Streams() {
    }

    static Dataset<Row> signups(SparkSession spark) {
        return spark.readStream().format("rate").load()
                .select(col("timestamp").as(EVENT_TIME), col("value").mod(300).as("email"))
                .withWatermark(EVENT_TIME, LATENESS);
    }
}
