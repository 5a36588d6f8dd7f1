package com.acme.ss011.withinpartitions;

import static org.apache.spark.sql.functions.col;
import static org.apache.spark.sql.functions.to_date;

import org.apache.spark.sql.SparkSession;

/** sortWithinPartitions to cluster the output files: still a sort, refused on a stream. */
class ClickArchiveJob {

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("click-archive").getOrCreate();
        run(spark);
        spark.streams().awaitAnyTermination();
    }

    static void run(SparkSession spark) throws Exception {
        spark.readStream()
                .format("rate")
                .load()
                .select(col("value").mod(500).as("userId"), to_date(col("timestamp")).as("day"))
                .sortWithinPartitions("userId") // expect: SS011 "Spark rejects the query at start() with \"Sorting is not supported on streaming DataFrames/Datasets, unless it is on aggregated DataFrame/Dataset in Complete output mode\"" "Sort each micro-batch inside foreachBatch"
                .writeStream()
                .format("parquet")
                .partitionBy("day")
                .option("checkpointLocation", "checkpoints/ss011/click-archive")
                .option("path", "out/ss011/click-archive")
                .start();
    }
}
