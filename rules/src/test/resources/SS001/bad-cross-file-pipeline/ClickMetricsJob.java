package com.acme.clickstream;

import com.acme.clickstream.io.ClickEvents;
import com.acme.clickstream.metrics.ClickMetrics;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;

public final class ClickMetricsJob {

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("click-metrics").getOrCreate();

        Dataset<Row> pageViews = ClickMetrics.pageViews(ClickEvents.stream(spark));

        pageViews.writeStream()
                .format("delta")
                .option("checkpointLocation", "s3a://acme-lake/checkpoints/click-metrics")
                .toTable("clickstream.page_views_10m")
                .awaitTermination();
    }
}
