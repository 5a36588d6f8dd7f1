package com.acme.ops;

import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.types.DataTypes;
import org.apache.spark.sql.types.StructType;

/** A quick ops script: counts log levels into JSON files. Spark rejects it twice over. */
class LogLevelCounts {

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("log-level-counts").getOrCreate();
        StructType logSchema = new StructType().add("level", DataTypes.StringType).add("message", DataTypes.StringType);
        Dataset<Row> logs = spark.readStream().schema(logSchema).option("maxFilesPerTrigger", 5).json("/var/log/app/json");
        logs.groupBy("level").count().writeStream().format("json").start("/data/ops/level_counts"); // expect: SS001 "none of its grouping keys carries an event-time watermark: Spark rejects the query at start()" "Add .withWatermark(\"<event time>\", \"<delay>\") before groupBy(\"level\")", SS003 "has no checkpoint location: Spark rejects it at start()" "Add .option(\"checkpointLocation\", \"<durable path, one per query>\") to the writeStream() chain"
        spark.streams().awaitAnyTermination();
    }
}
