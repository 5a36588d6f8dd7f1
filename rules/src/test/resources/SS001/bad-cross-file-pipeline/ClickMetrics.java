package com.acme.clickstream.metrics;

import static org.apache.spark.sql.functions.col;
import static org.apache.spark.sql.functions.count;
import static org.apache.spark.sql.functions.window;

import com.acme.clickstream.io.ClickEvents;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;

/** Page views per page in 10-minute windows of the click time. */
public final class ClickMetrics {

    private ClickMetrics() {
    }

    public static Dataset<Row> pageViews(Dataset<Row> clicks) {
        return clicks
                .groupBy(window(col(ClickEvents.EVENT_TIME), "10 minutes"), col("page")) // expect: SS001 "none of its grouping keys carries an event-time watermark: Spark rejects the query at start()" "declare the watermark on the window's column (withWatermark(\"clickedAt\", \"<delay>\"))"
                .agg(count("userId").as("views"));
    }
}
