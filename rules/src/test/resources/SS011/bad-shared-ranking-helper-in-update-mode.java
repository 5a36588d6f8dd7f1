package com.acme.ss011.helper;

import static org.apache.spark.sql.functions.col;

import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;

/** One ranking helper, two dashboards: the complete-mode one may sort, the update-mode one may not. */
class DashboardsJob {

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("dashboards").getOrCreate();
        run(spark);
        spark.streams().awaitAnyTermination();
    }

    static Dataset<Row> ranked(Dataset<Row> events, String key) {
        return events.groupBy(key).count().orderBy(col("count").desc()); // expect: SS011 "Spark rejects the query at start() with \"Sorting is not supported on streaming DataFrames/Datasets, unless it is on aggregated DataFrame/Dataset in Complete output mode\"" "Write it with outputMode(\"complete\")"
    }

    static void run(SparkSession spark) throws Exception {
        Dataset<Row> events = spark.readStream()
                .format("rate")
                .load()
                .select(col("value").mod(6).as("country"), col("value").mod(9).as("browser"));

        ranked(events, "country")
                .writeStream()
                .outputMode("complete")
                .format("memory")
                .queryName("countries")
                .start();
        ranked(events, "browser")
                .writeStream()
                .outputMode("update")
                .format("memory")
                .queryName("browsers")
                .start();
    }
}
