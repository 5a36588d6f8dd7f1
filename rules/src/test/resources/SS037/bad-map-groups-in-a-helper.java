package com.acme.ss037.helper;

import static org.apache.spark.sql.functions.col;

import org.apache.spark.api.java.function.MapFunction;
import org.apache.spark.api.java.function.MapGroupsFunction;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Encoders;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;

/** A helper written for batch jobs, reused on a stream. */
class Latest {
    static Dataset<String> latestPerKey(Dataset<Row> rows) {
        return rows.groupByKey((MapFunction<Row, String>) r -> r.getString(0), Encoders.STRING())
                .mapGroups((MapGroupsFunction<String, Row, String>) (k, it) -> { // expect: SS037 "groups each micro-batch on its own: the function sees only the rows of a key that arrived in the same batch" "keep them in state with groupByKey(..).mapGroupsWithState(..)"
                    Row last = null;
                    while (it.hasNext()) {
                        last = it.next();
                    }
                    return k + ":" + last;
                }, Encoders.STRING());
    }
}

class InventoryJob {
    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("inventory").getOrCreate();
        Dataset<Row> updates = spark.readStream().format("rate").load()
                .select(col("value").mod(80).cast("string").as("sku"), col("value").as("qty"));
        Latest.latestPerKey(updates).writeStream().format("console").start().awaitTermination();
    }
}
