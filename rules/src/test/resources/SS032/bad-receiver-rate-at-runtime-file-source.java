package com.acme.logs;

import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.types.DataTypes;
import org.apache.spark.sql.types.StructType;

/** A receiver rate set with conf().set for a file stream. */
class LogShipper {

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("log-shipper").getOrCreate();
        spark.conf().set("spark.streaming.receiver.maxRate", "10000"); // expect: SS032 "Structured Streaming never reads: it limits nothing for the readStream() source of this session" "Remove it, and where a reader has no limit use a read limit on the reader (maxOffsetsPerTrigger for Kafka, maxFilesPerTrigger for files)"
        StructType schema = new StructType().add("ts", DataTypes.TimestampType).add("line", DataTypes.StringType);
        spark.readStream().schema(schema).option("maxFilesPerTrigger", 100).json("s3a://acme-logs/landing")
                .writeStream().format("parquet")
                .option("checkpointLocation", "s3a://acme-logs/checkpoints/shipper")
                .start("s3a://acme-logs/parquet")
                .awaitTermination();
    }
}
