package com.acme.ss037.mapgroups;

import static org.apache.spark.sql.functions.col;

import org.apache.spark.api.java.function.MapFunction;
import org.apache.spark.api.java.function.MapGroupsFunction;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Encoders;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;

/** Total spend per card "so far": in fact a total per micro-batch. */
class CardTotals {
    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("card-totals").getOrCreate();
        Dataset<Row> tx = spark.readStream().format("rate").load()
                .select(col("value").mod(50).cast("string").as("card"), col("value").as("cents"));

        Dataset<String> totals = tx
                .groupByKey((MapFunction<Row, String>) r -> r.getString(0), Encoders.STRING())
                .mapGroups((MapGroupsFunction<String, Row, String>) (card, rows) -> { // expect: SS037 "groups each micro-batch on its own: the function sees only the rows of a key that arrived in the same batch" "keep them in state with groupByKey(..).mapGroupsWithState(..)"
                    long sum = 0;
                    while (rows.hasNext()) {
                        sum += rows.next().getLong(1);
                    }
                    return card + "=" + sum;
                }, Encoders.STRING());

        totals.writeStream().format("console").start().awaitTermination();
    }
}
