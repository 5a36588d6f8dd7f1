package com.acme.ss028.configured;

import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.types.StructType;

import static org.apache.spark.sql.functions.col;
import static org.apache.spark.sql.functions.from_json;

/** Sizing comes from system properties the linter cannot read; the payload is parsed with from_json. */
class RideRequestsJob {

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("ride-requests").getOrCreate();
        run(spark);
        spark.streams().awaitAnyTermination();
    }

    static void run(SparkSession spark) throws Exception {
        spark.readStream()
                .format("kafka")
                .option("kafka.bootstrap.servers", "127.0.0.1:9")
                .option("subscribe", "ride-requests")
                .option("minPartitions", System.getProperty("rides.minPartitions", "2"))
                .option("minOffsetsPerTrigger", System.getProperty("rides.minOffsets", "100"))
                .option("maxOffsetsPerTrigger", 5000L)
                .load()
                .select(from_json(col("value").cast("string"), StructType.fromDDL("riderId STRING, zone STRING")).as("request"))
                .writeStream()
                .format("console")
                .start();
    }
}
