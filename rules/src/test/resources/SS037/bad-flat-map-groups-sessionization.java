package com.acme.ss037.sessions;

import static org.apache.spark.sql.functions.col;

import java.util.ArrayList;
import java.util.List;

import org.apache.spark.api.java.function.FlatMapGroupsFunction;
import org.apache.spark.api.java.function.MapFunction;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Encoders;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;

/** Sessions built per user with flatMapGroups: a session spanning two micro-batches is cut in two. */
class Sessionize {
    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("sessionize").getOrCreate();
        Dataset<Row> clicks = spark.readStream().format("rate").load()
                .select(col("value").mod(300).cast("string").as("user"), col("timestamp").as("at"));

        clicks.groupByKey((MapFunction<Row, String>) r -> r.getString(0), Encoders.STRING())
                .flatMapGroups((FlatMapGroupsFunction<String, Row, String>) (user, rows) -> { // expect: SS037 "groups each micro-batch on its own: the function sees only the rows of a key that arrived in the same batch" "keep them in state with groupByKey(..).flatMapGroupsWithState(..)"
                    List<String> sessions = new ArrayList<>();
                    rows.forEachRemaining(r -> sessions.add(user + "@" + r.getTimestamp(1)));
                    return sessions.iterator();
                }, Encoders.STRING())
                .writeStream()
                .format("console")
                .start()
                .awaitTermination();
    }
}
