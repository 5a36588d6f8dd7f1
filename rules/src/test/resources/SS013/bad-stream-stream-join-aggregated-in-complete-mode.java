package com.acme.ss013.complete;

import static org.apache.spark.sql.functions.col;

import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;

/** Matched rides per driver, recomputed in full every trigger: the stream-stream join cannot run in complete mode. */
class MatchedRidesPerDriverJob {

    private static final String MODE = "complete";

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("matched-rides").getOrCreate();
        run(spark);
        spark.streams().awaitAnyTermination();
    }

    static void run(SparkSession spark) throws Exception {
        Dataset<Row> requests = spark.readStream().format("rate").load()
                .select(col("value").as("requestId"), col("value").mod(5).as("driverId"));
        Dataset<Row> pickups = spark.readStream().format("rate").load()
                .select(col("value").as("pickedUpRequestId"), col("timestamp").as("pickedUpAt"));

        requests.join(pickups, col("requestId").equalTo(col("pickedUpRequestId")))
                .groupBy("driverId")
                .count()
                .writeStream()
                .outputMode(MODE) // expect: SS013 "allows append mode only and rejects it at start()" "Write with outputMode(\"append\"), or aggregate the joined rows in foreachBatch"
                .format("memory")
                .queryName("matched_rides_per_driver")
                .start();
    }
}
