package com.media.clickstream;

import static org.apache.spark.sql.functions.col;
import static org.apache.spark.sql.functions.count;
import static org.apache.spark.sql.functions.max;
import static org.apache.spark.sql.functions.window;

import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;

/** The aggregations, kept apart from the sources and the sinks. */
final class ClickAggregations {

    private ClickAggregations() {
    }

    /** Page views per 5-minute window: the window is over the watermarked event time. */
    static Dataset<Row> viewsPerPage(Dataset<Row> clicks) {
        return clicks.groupBy(window(col(StreamSettings.EVENT_TIME), "5 minutes"), col("page"))
                .agg(count("*").as("views"));
    }

    /** "Last seen" per user: grouped by user only, so the watermark never bounds it. */
    static Dataset<Row> lastSeenPerUser(Dataset<Row> clicks) {
        return clicks.groupBy(col("userId")) // expect: SS034
                .agg(max(StreamSettings.EVENT_TIME).as("lastSeen"), count("*").as("clicks"));
    }

    /** Unique events by id: the event time is not a key, so every id is kept. */
    static Dataset<Row> uniqueEvents(Dataset<Row> clicks) {
        return clicks.dropDuplicates("eventId"); // expect: SS035
    }
}
