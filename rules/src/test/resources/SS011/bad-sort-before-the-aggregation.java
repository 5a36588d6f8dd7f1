package com.acme.ss011.sortfirst;

import static org.apache.spark.sql.functions.col;

import org.apache.spark.sql.SparkSession;

/** Complete mode allows a sort of the aggregated result only: this one sorts the input. */
class QueueDepthJob {

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("queue-depth").getOrCreate();
        run(spark);
        spark.streams().awaitAnyTermination();
    }

    static void run(SparkSession spark) throws Exception {
        spark.readStream()
                .format("rate")
                .load()
                .select(col("value").mod(8).as("queue"), col("timestamp"))
                .orderBy("timestamp") // expect: SS011 "Spark rejects the query at start() with \"Sorting is not supported on streaming DataFrames/Datasets, unless it is on aggregated DataFrame/Dataset in Complete output mode\"" "Sort each micro-batch inside foreachBatch"
                .groupBy("queue")
                .count()
                .writeStream()
                .outputMode("complete")
                .format("memory")
                .queryName("queue_depth")
                .start();
    }
}
