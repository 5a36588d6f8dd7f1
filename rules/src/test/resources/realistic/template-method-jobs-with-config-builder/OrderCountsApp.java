package com.acme.pipelines;

import static org.apache.spark.sql.functions.col;
import static org.apache.spark.sql.functions.window;

import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;

/** Orders per minute: watermarked, and the topic read at most 20,000 records a batch. */
public final class OrderCountsApp extends StreamingApp {

    OrderCountsApp() {
        super(PipelineConfig.named("order_counts").topic("orders")
                .kafkaOption("maxOffsetsPerTrigger", "20000")
                .build());
    }

    @Override
    protected Dataset<Row> transform(Dataset<Row> events) {
        return events.withWatermark("eventTime", "10 minutes")
                .groupBy(window(col("eventTime"), "1 minute"))
                .count();
    }

    public static void main(String[] args) throws Exception {
        new OrderCountsApp().run().awaitTermination();
    }
}
