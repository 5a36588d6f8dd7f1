package com.acme.clickstream;

import static org.apache.spark.sql.functions.col;
import static org.apache.spark.sql.functions.from_json;

import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.types.DataTypes;
import org.apache.spark.sql.types.StructType;

/** Counts page views per user and appends them to a Delta table. No outputMode: append is the default. */
class PageViewsPerUserJob {

    private static final StructType CLICK_SCHEMA = new StructType()
            .add("userId", DataTypes.StringType)
            .add("page", DataTypes.StringType)
            .add("eventTime", DataTypes.TimestampType);

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("page-views-per-user").getOrCreate();

        Dataset<Row> clicks = spark.readStream()
                .format("kafka")
                .option("kafka.bootstrap.servers", "broker-1:9092,broker-2:9092")
                .option("subscribe", "clickstream")
                .option("startingOffsets", "latest")
                .option("maxOffsetsPerTrigger", 50000L)
                .load()
                .select(from_json(col("value").cast("string"), CLICK_SCHEMA).as("click"))
                .select("click.*");

        Dataset<Row> viewsPerUser = clicks
                .filter(col("page").isNotNull())
                .groupBy("userId") // expect: SS001 "none of its grouping keys carries an event-time watermark: Spark rejects the query at start()" "Add .withWatermark(\"<event time>\", \"<delay>\") before groupBy(\"userId\")"
                .count();

        viewsPerUser.writeStream()
                .format("delta")
                .option("checkpointLocation", "s3a://acme-lake/checkpoints/page-views-per-user")
                .start("s3a://acme-lake/gold/page_views_per_user")
                .awaitTermination();
    }
}
