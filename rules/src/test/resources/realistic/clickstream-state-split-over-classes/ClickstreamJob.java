package com.media.clickstream;

import static org.apache.spark.sql.functions.col;
import static org.apache.spark.sql.functions.struct;
import static org.apache.spark.sql.functions.to_json;

import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.streaming.OutputMode;

/** Starts the team's three clickstream queries. */
public final class ClickstreamJob {

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("clickstream").getOrCreate();
        Dataset<Row> clicks = ClickSource.clicks(spark);

        ClickAggregations.viewsPerPage(clicks)
                .writeStream()
                .queryName("views_per_page")
                .outputMode(OutputMode.Append())
                .format("delta")
                .option("checkpointLocation", StreamSettings.CHECKPOINTS + "views_per_page")
                .toTable("media.views_per_page");

        ClickAggregations.lastSeenPerUser(clicks)
                .select(col("userId").as("key"), to_json(struct(col("*"))).as("value"))
                .writeStream()
                .queryName("last_seen")
                .outputMode(OutputMode.Update())
                .format("kafka")
                .option("kafka.bootstrap.servers", "kafka-a.media.internal:9092")
                .option("topic", "users.last_seen")
                .option("checkpointLocation", StreamSettings.CHECKPOINTS + "last_seen")
                .start();

        ClickAggregations.uniqueEvents(clicks)
                .writeStream()
                .queryName("unique_clicks")
                .format("delta")
                .option("checkpointLocation", StreamSettings.CHECKPOINTS + "unique_clicks")
                .toTable("media.clicks");

        spark.streams().awaitAnyTermination();
    }
}
