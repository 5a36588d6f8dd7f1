package com.acme.ss022.filesource;

import java.nio.file.Files;
import java.nio.file.Path;

import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.streaming.Trigger;
import org.apache.spark.sql.types.DataTypes;
import org.apache.spark.sql.types.StructType;

/** A directory of JSON files is read in micro-batches only. */
class LandingZoneRelayJob {
    static final StructType SCHEMA = new StructType()
            .add("orderId", DataTypes.LongType)
            .add("status", DataTypes.StringType);

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("landing-zone-relay").getOrCreate();
        run(spark);
        spark.streams().awaitAnyTermination();
    }

    static void run(SparkSession spark) throws Exception {
        Files.createDirectories(Path.of("in/landing-orders"));
        spark.readStream()
                .schema(SCHEMA)
                .json("in/landing-orders") // expect: SS042 "its first micro-batch reads every file already in in/landing-orders" "Add .option(\"maxFilesPerTrigger\", \"<files per batch>\") to this reader"
                .writeStream()
                .format("console")
                .trigger(Trigger.Continuous("1 second")) // expect: SS022 "continuous processing does not support the json source: Spark rejects it at start()" "Use a micro-batch trigger (Trigger.ProcessingTime(..))"
                .start();
    }
}
