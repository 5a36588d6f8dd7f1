package com.acme.ss042.unstarted;

import static org.apache.spark.sql.functions.window;

import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.types.StructType;

/**
 * A stream aggregated with its own columns and then dropped: no query starts, nothing reads the directory. Using
 * words.col(..) in the grouping builds a column, it does not run words.
 */
// expect: no streaming query
class WindowSketch {

    public static void main(String[] args) {
        SparkSession spark = SparkSession.builder().appName("window-sketch").getOrCreate();
        StructType schema = new StructType().add("timestamp", "timestamp").add("name", "string");
        Dataset<Row> words = spark.readStream().schema(schema).csv("/landing/words");
        words.printSchema();
        Dataset<Row> counts = words.groupBy(window(words.col("timestamp"), "10 minutes"), words.col("name")).count();
    }
}
