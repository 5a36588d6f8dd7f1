package com.acme.pipelines;

import static org.apache.spark.sql.functions.col;
import static org.apache.spark.sql.functions.window;

import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;

/**
 * Refunds per minute, copied from the orders job without its watermark (append mode: Spark rejects it) and without
 * its read limit (the whole topic, read from earliest, in the first batch).
 */
public final class RefundCountsApp extends StreamingApp {

    RefundCountsApp() {
        super(PipelineConfig.named("refund_counts").topic("refunds").build());
    }

    @Override
    protected Dataset<Row> transform(Dataset<Row> events) {
        return events
                .groupBy(window(col("eventTime"), "1 minute")) // expect: SS001
                .count();
    }

    public static void main(String[] args) throws Exception {
        new RefundCountsApp().run().awaitTermination();
    }
}
