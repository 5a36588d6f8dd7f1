package com.acme.ss009.helper;

import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.streaming.DataStreamWriter;

/** The writer is configured in a helper that asks for an "upsert" mode, which streaming does not have. */
class CustomerProfilesJob {
    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("customer-profiles").getOrCreate();
        run(spark);
        spark.streams().awaitAnyTermination();
    }

    static DataStreamWriter<Row> upsertWriter(Dataset<Row> profiles) {
        return profiles.writeStream()
                .format("console")
                .outputMode("upsert"); // expect: SS009 "is not an output mode: Spark throws STREAMING_OUTPUT_MODE.INVALID at this call" "Use \"append\", \"update\" or \"complete\""
    }

    static void run(SparkSession spark) throws Exception {
        Dataset<Row> profiles = spark.readStream()
                .format("rate")
                .load()
                .selectExpr("value % 50 AS customerId", "timestamp AS seenAt")
                .groupBy("customerId")
                .count();
        upsertWriter(profiles).start();
    }
}
