package com.acme.ss034.update;

import static org.apache.spark.sql.functions.col;
import static org.apache.spark.sql.functions.count;
import static org.apache.spark.sql.functions.window;

import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;

/** Page views per 5-minute window, upserted by update mode: without a watermark no window is ever closed. */
class PageViewWindows {
    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("page-view-windows").getOrCreate();
        Dataset<Row> views = spark.readStream().format("rate").option("rowsPerSecond", 500).load()
                .select(col("timestamp").as("viewedAt"), col("value").mod(200).as("pageId"));

        Dataset<Row> perWindow = views
                .groupBy(window(col("viewedAt"), "5 minutes"), col("pageId")) // expect: SS034 "the state (and the checkpoint) grows until the executors run out of memory" "Add .withWatermark(\"viewedAt\", \"<delay>\") before groupBy(window(col(\"viewedAt\"), \"5 minutes\"), col(\"pageId\"))"
                .agg(count("*").as("views"));

        perWindow.writeStream()
                .outputMode("update")
                .format("console")
                .option("checkpointLocation", "s3a://acme-web/checkpoints/page-view-windows")
                .start()
                .awaitTermination();
    }
}
