package com.acme.ss031.tojson;

import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;

import static org.apache.spark.sql.functions.col;

/** toJSON() gives one string column named value; the linter does not follow its columns and stays silent. */
class BucketCountsJob {

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("bucket-counts").getOrCreate();
        run(spark);
        spark.streams().awaitAnyTermination();
    }

    static void run(SparkSession spark) throws Exception {
        Dataset<Row> counts = spark.readStream()
                .format("rate")
                .load()
                .groupBy(col("value").mod(10).as("bucket"))
                .count();
        counts.toJSON()
                .writeStream()
                .format("kafka")
                .outputMode("update")
                .option("kafka.bootstrap.servers", "127.0.0.1:9")
                .option("kafka.max.block.ms", "2000")
                .option("topic", "bucket-counts")
                .option("checkpointLocation", "checkpoints/ss031-bucket-counts")
                .start();
    }
}
