package com.acme.search;

import static org.apache.spark.sql.functions.col;

import org.apache.spark.api.java.function.MapFunction;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Encoders;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import scala.Tuple2;

/**
 * Counts search queries per normalised term with the typed API. The key is computed by a function, so it
 * can never carry the watermark, even though one is defined on the event time.
 */
class SearchTermCountsJob {

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("search-term-counts").getOrCreate();

        Dataset<Row> searches = spark.readStream()
                .format("kafka")
                .option("kafka.bootstrap.servers", "kafka-search:9092")
                .option("subscribe", "search.queries")
                .option("maxOffsetsPerTrigger", 100000L)
                .load()
                .select(col("value").cast("string").as("term"), col("timestamp").as("searchedAt"))
                .withWatermark("searchedAt", "5 minutes");

        Dataset<Tuple2<String, Object>> termCounts = searches
                .groupByKey((MapFunction<Row, String>) r -> r.<String>getAs("term").trim().toLowerCase(), // expect: SS001 "a key computed by groupByKey never carries an event-time watermark: Spark rejects the query at start()" "Write it with outputMode(\"update\"), or group with groupBy(window"
                        Encoders.STRING())
                .count();

        termCounts.toDF("term", "searches")
                .writeStream()
                .format("delta")
                .option("checkpointLocation", "/mnt/lake/checkpoints/search-term-counts")
                .toTable("search.term_counts")
                .awaitTermination();
    }
}
