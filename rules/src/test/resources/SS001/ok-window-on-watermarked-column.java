package com.acme.clickstream;

import static org.apache.spark.sql.functions.approx_count_distinct;
import static org.apache.spark.sql.functions.col;
import static org.apache.spark.sql.functions.count;
import static org.apache.spark.sql.functions.from_json;
import static org.apache.spark.sql.functions.window;

import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.types.DataTypes;
import org.apache.spark.sql.types.StructType;

/** Page views per page and country in 5-minute windows; the window is over the watermarked column. */
class PageViewWindowsJob {

    private static final StructType CLICK_SCHEMA = new StructType()
            .add("userId", DataTypes.StringType)
            .add("page", DataTypes.StringType)
            .add("country", DataTypes.StringType)
            .add("eventTime", DataTypes.TimestampType);

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("page-view-windows").getOrCreate();

        Dataset<Row> clicks = spark.readStream()
                .format("kafka")
                .option("kafka.bootstrap.servers", "broker-1:9092,broker-2:9092")
                .option("subscribe", "clickstream")
                .option("maxOffsetsPerTrigger", 50000L)
                .load()
                .select(from_json(col("value").cast("string"), CLICK_SCHEMA).as("click"))
                .select("click.*")
                .withWatermark("eventTime", "10 minutes");

        Dataset<Row> views = clicks
                .filter(col("page").startsWith("/product/"))
                .groupBy(window(col("eventTime"), "5 minutes").as("w"), col("page"), col("country"))
                .agg(count("*").as("views"), approx_count_distinct("userId").as("visitors"));

        views.writeStream()
                .format("delta")
                .option("checkpointLocation", "s3a://acme-lake/checkpoints/page-view-windows")
                .start("s3a://acme-lake/gold/page_views_5m")
                .awaitTermination();
    }
}
