package com.acme.ss037.sorted;

import static org.apache.spark.sql.functions.col;

import java.util.Collections;

import org.apache.spark.api.java.function.FlatMapGroupsFunction;
import org.apache.spark.api.java.function.MapFunction;
import org.apache.spark.sql.Column;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Encoders;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;

/** The first reading per sensor, sorted by time: per micro-batch only. */
class FirstReading {
    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("first-reading").getOrCreate();
        Dataset<Row> readings = spark.readStream().format("rate").load()
                .select(col("value").mod(16).cast("string").as("sensor"), col("timestamp").as("at"));

        readings.groupByKey((MapFunction<Row, String>) r -> r.getString(0), Encoders.STRING())
                .flatMapSortedGroups(new Column[] {col("at")}, // expect: SS037 "groups each micro-batch on its own: the function sees only the rows of a key that arrived in the same batch" "keep them in state with groupByKey(..).flatMapGroupsWithState(..)"
                        (FlatMapGroupsFunction<String, Row, String>) (sensor, rows) ->
                                Collections.singletonList(sensor + " " + rows.next().getTimestamp(1)).iterator(),
                        Encoders.STRING())
                .writeStream()
                .format("console")
                .start()
                .awaitTermination();
    }
}
