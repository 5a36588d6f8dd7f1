package com.acme.ss013.configured;

import static org.apache.spark.sql.functions.col;

import java.util.Map;

import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;

/**
 * The join type is read from the environment: the linter cannot tell it, so it says nothing (here it is a left
 * outer join with the stream on the left, which Spark runs).
 */
class ConfiguredEnrichmentJob {

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("configured-enrichment").getOrCreate();
        run(spark);
        spark.streams().awaitAnyTermination();
    }

    static void run(SparkSession spark) throws Exception {
        Map<String, String> env = System.getenv();
        String joinType = env.getOrDefault("ENRICHMENT_JOIN_TYPE", "left_outer");

        Dataset<Row> regions = spark.range(0, 5).withColumnRenamed("id", "regionId");
        Dataset<Row> events = spark.readStream().format("rate").load()
                .select(col("value").mod(7).as("eventRegionId"), col("timestamp").as("eventAt"));

        events.join(regions, col("eventRegionId").equalTo(col("regionId")), joinType)
                .writeStream()
                .format("console")
                .start();
    }
}
