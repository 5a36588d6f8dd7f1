package com.acme.ss006.memtable;

import static org.apache.spark.sql.functions.col;

import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.streaming.StreamingQuery;

/** The in-memory table of a memory sink is a batch table: query it with show(), count(), collect(). */
class RouteCountsNotebook {

    static final String TABLE = "route_counts";

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("route-counts").getOrCreate();
        run(spark);
    }

    static void run(SparkSession spark) throws Exception {
        StreamingQuery query = spark.readStream()
                .format("rate")
                .load()
                .groupBy(col("value").mod(4).as("route"))
                .count()
                .writeStream()
                .format("memory")
                .queryName(TABLE)
                .outputMode("complete")
                .start();
        query.processAllAvailable();

        spark.table(TABLE).orderBy(col("count").desc()).show();
        System.out.println(spark.table(TABLE).count() + " routes, busiest " + spark.table(TABLE).orderBy(col("count").desc()).takeAsList(1));
    }
}
