package com.acme.ss008.selectagg;

import static org.apache.spark.sql.functions.col;
import static org.apache.spark.sql.functions.count;
import static org.apache.spark.sql.functions.lit;
import static org.apache.spark.sql.functions.max;

import org.apache.spark.sql.SparkSession;

/** A select of aggregate functions is a (global) aggregation too: Spark plans it as one. */
class FleetStatusJob {
    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("fleet-status").getOrCreate();
        run(spark);
        spark.streams().awaitAnyTermination();
    }

    static void run(SparkSession spark) throws Exception {
        spark.readStream().format("rate").load()
                .select(count(lit(1)).as("positions"), max(col("timestamp")).as("lastPosition"))
                .writeStream()
                .outputMode("complete")
                .format("console")
                .start();
    }
}
