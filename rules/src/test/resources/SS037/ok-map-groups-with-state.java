package com.acme.ss037.state;

import static org.apache.spark.sql.functions.col;

import org.apache.spark.api.java.function.MapFunction;
import org.apache.spark.api.java.function.MapGroupsWithStateFunction;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Encoders;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.streaming.GroupStateTimeout;

/** Running totals per card kept in state across batches. */
class CardTotals {
    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("card-totals").getOrCreate();
        Dataset<Row> tx = spark.readStream().format("rate").load()
                .select(col("value").mod(50).cast("string").as("card"), col("value").as("cents"));

        tx.groupByKey((MapFunction<Row, String>) r -> r.getString(0), Encoders.STRING())
                .mapGroupsWithState((MapGroupsWithStateFunction<String, Row, Long, String>) (card, rows, state) -> {
                    long sum = state.exists() ? state.get() : 0L;
                    while (rows.hasNext()) {
                        sum += rows.next().getLong(1);
                    }
                    state.update(sum);
                    state.setTimeoutDuration("1 day");
                    return card + "=" + sum;
                }, Encoders.LONG(), Encoders.STRING(), GroupStateTimeout.ProcessingTimeTimeout())
                .writeStream()
                .outputMode("update")
                .format("console")
                .start()
                .awaitTermination();
    }
}
