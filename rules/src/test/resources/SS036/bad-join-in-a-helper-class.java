package com.acme.ss036.helper;

import static org.apache.spark.sql.functions.col;

import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;

/** The enrichment helper joins two streams by key only. */
class Enrichment {
    static Dataset<Row> withProfiles(Dataset<Row> events, Dataset<Row> profiles) {
        return events.join(profiles, col("userId").equalTo(col("profileUserId"))); // expect: SS036 "keeps every row of both inputs in the state for ever" "Bound the time between 'eventTime' and 'updatedAt' in both directions in the condition"
    }
}

class EnrichedEventsJob {
    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("enriched-events").getOrCreate();
        Dataset<Row> events = spark.readStream().format("rate").load()
                .select(col("value").mod(1000).as("userId"), col("timestamp").as("eventTime"))
                .withWatermark("eventTime", "10 minutes");
        Dataset<Row> profiles = spark.readStream().format("rate").load()
                .select(col("value").mod(1000).as("profileUserId"), col("timestamp").as("updatedAt"))
                .withWatermark("updatedAt", "10 minutes");
        Enrichment.withProfiles(events, profiles)
                .writeStream()
                .format("console")
                .start()
                .awaitTermination();
    }
}
