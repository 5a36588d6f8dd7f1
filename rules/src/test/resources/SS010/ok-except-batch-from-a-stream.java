package com.acme.ss010.subtract;

import static org.apache.spark.sql.functions.col;

import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;

/**
 * Subtracting a batch Dataset from a stream is allowed (only a stream on the right is refused). Spark plans it
 * as a deduplicating aggregation, so the query is written in update mode.
 */
class UnblockedUsersJob {

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("unblocked-users").getOrCreate();
        run(spark);
        spark.streams().awaitAnyTermination();
    }

    static void run(SparkSession spark) throws Exception {
        Dataset<Row> blocked = spark.range(0, 100, 7).withColumnRenamed("id", "userId");
        spark.readStream()
                .format("rate")
                .load()
                .select(col("value").mod(100).as("userId"))
                .except(blocked)
                .writeStream()
                .outputMode("update")
                .format("memory")
                .queryName("unblocked_users")
                .start();
    }
}
