package com.acme.ss037.reduce;

import static org.apache.spark.sql.functions.col;

import org.apache.spark.api.java.function.MapFunction;
import org.apache.spark.api.java.function.ReduceFunction;
import org.apache.spark.sql.Encoders;
import org.apache.spark.sql.SparkSession;

/** groupByKey(..).reduceGroups(..) is a streaming aggregation: it keeps its result across batches. */
class LongestWord {
    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("longest-word").getOrCreate();
        spark.readStream().format("rate").load()
                .select(col("value").cast("string").as("word"))
                .as(Encoders.STRING())
                .groupByKey((MapFunction<String, Integer>) String::length, Encoders.INT())
                .reduceGroups((ReduceFunction<String>) (a, b) -> a.compareTo(b) < 0 ? a : b)
                .writeStream()
                .outputMode("update")
                .format("console")
                .start()
                .awaitTermination();
    }
}
