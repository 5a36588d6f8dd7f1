package com.acme.ss011.rawsort;

import static org.apache.spark.sql.functions.col;

import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;

/** Sorting the raw stream by event time: refused in every output mode. */
class AccessLogJob {

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("access-log").getOrCreate();
        run(spark);
        spark.streams().awaitAnyTermination();
    }

    static Dataset<Row> inOrder(Dataset<Row> requests) {
        return requests.sort(col("requestedAt")); // expect: SS011 "Spark rejects the query at start() with \"Sorting is not supported on streaming DataFrames/Datasets, unless it is on aggregated DataFrame/Dataset in Complete output mode\"" "Sort each micro-batch inside foreachBatch"
    }

    static void run(SparkSession spark) throws Exception {
        Dataset<Row> requests = spark.readStream()
                .format("rate")
                .load()
                .select(col("value").as("requestId"), col("timestamp").as("requestedAt"));

        inOrder(requests)
                .writeStream()
                .format("parquet")
                .option("checkpointLocation", "checkpoints/ss011/access-log")
                .start("out/ss011/access-log");
    }
}
