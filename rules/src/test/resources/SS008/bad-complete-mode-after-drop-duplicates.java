package com.acme.ss008.dedup;

import static org.apache.spark.sql.functions.col;

import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.streaming.OutputMode;

/** The distinct devices seen so far: dropDuplicates keeps state, but it is not an aggregation. */
class DistinctDevicesJob {
    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("distinct-devices").getOrCreate();
        run(spark);
        spark.streams().awaitAnyTermination();
    }

    static void run(SparkSession spark) throws Exception {
        Dataset<Row> pings = spark.readStream().format("rate").load()
                .withColumn("deviceId", col("value").mod(20));
        Dataset<Row> devices = pings.select("deviceId").dropDuplicates("deviceId"); // expect: SS035 "keeps every 'deviceId' value seen in the state for ever: no key column carries a watermark" "use dropDuplicatesWithinWatermark(\"deviceId\")"
        devices.writeStream()
                .outputMode(OutputMode.Complete()) // expect: SS008 "has none: Spark rejects it at start()" "Use outputMode(\"append\") to write the rows as they come"
                .format("console")
                .start();
    }
}
