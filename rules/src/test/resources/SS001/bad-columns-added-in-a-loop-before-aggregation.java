package com.acme.telemetry;

import static org.apache.spark.sql.functions.col;
import static org.apache.spark.sql.functions.trim;

import java.util.List;

import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;

/** Columns are cleaned in a loop; the lineage is followed through it, and the aggregation has no watermark. */
public class CleanedStatusCounts {
    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("status-counts").getOrCreate();
        Dataset<Row> out = spark.readStream().format("rate").load()
                .selectExpr("CAST(value % 3 AS STRING) AS status", "CAST(value AS STRING) AS region", "timestamp");
        for (String column : List.of("status", "region")) {
            out = out.withColumn(column, trim(col(column)));
        }
        out.groupBy("status", "region") // expect: SS001 "none of its grouping keys carries an event-time watermark: Spark rejects the query at start()" "Add .withWatermark(\"<event time>\", \"<delay>\") before groupBy(\"status\", \"region\")"
                .count()
                .writeStream()
                .format("delta")
                .option("checkpointLocation", "/checkpoints/status-counts")
                .toTable("gold.status_counts")
                .awaitTermination();
    }
}
