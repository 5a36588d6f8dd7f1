package com.acme.analytics;

import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;

/**
 * The source is registered as a temp view and the query is written in SQL: the Kafka reader is judged on its
 * own, whatever the SQL does with it.
 */
public class PageViewsSqlJob {
    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("page-views-sql").getOrCreate();

        spark.readStream()
                .format("kafka") // expect: SS002 "after downtime, one micro-batch reads every record up to the latest offsets" "Set .option(\"maxOffsetsPerTrigger\", \"<records per batch>\") on this reader"
                .option("kafka.bootstrap.servers", "broker-1:9092,broker-2:9092")
                .option("subscribe", "web.page_views")
                .load()
                .selectExpr("CAST(value AS STRING) AS json", "timestamp")
                .createOrReplaceTempView("raw_page_views");

        Dataset<Row> views = spark.sql(
                "SELECT get_json_object(json, '$.page') AS page, get_json_object(json, '$.user') AS user, timestamp "
                        + "FROM raw_page_views");

        views.writeStream()
                .format("parquet")
                .option("path", "/lake/page_views")
                .option("checkpointLocation", "/checkpoints/page_views")
                .start()
                .awaitTermination();
    }
}
