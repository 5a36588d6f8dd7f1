package com.acme.ss016.initialstate;

import static org.apache.spark.sql.functions.col;

import java.util.Iterator;

import org.apache.spark.api.java.function.MapFunction;
import org.apache.spark.api.java.function.MapGroupsWithStateFunction;
import org.apache.spark.sql.Encoders;
import org.apache.spark.sql.KeyValueGroupedDataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.streaming.GroupState;
import org.apache.spark.sql.streaming.GroupStateTimeout;

/** Balances seeded from a snapshot that was read as a stream: the initial state must be a batch Dataset. */
class SeededBalancesJob {

    static final class Balance implements MapGroupsWithStateFunction<Long, Row, Long, String> {
        @Override
        public String call(Long account, Iterator<Row> deposits, GroupState<Long> balance) {
            long total = balance.exists() ? balance.get() : 0L;
            while (deposits.hasNext()) {
                total += deposits.next().getLong(1);
            }
            balance.update(total);
            return account + " " + total;
        }
    }

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("seeded-balances").getOrCreate();
        run(spark);
        spark.streams().awaitAnyTermination();
    }

    static void run(SparkSession spark) throws Exception {
        KeyValueGroupedDataset<Long, Long> snapshot = spark.readStream().format("rate").load()
                .select(col("value"))
                .as(Encoders.LONG())
                .groupByKey((MapFunction<Long, Long>) v -> v % 7, Encoders.LONG());
        spark.readStream().format("rate").load()
                .select(col("value").mod(7).as("account"), col("value").as("amount"))
                .groupByKey((MapFunction<Row, Long>) r -> r.getLong(0), Encoders.LONG())
                .mapGroupsWithState(new Balance(), Encoders.LONG(), Encoders.STRING(), // expect: SS016 "Spark rejects the query at start()" "Build it with spark.read() instead of spark.readStream()"
                        GroupStateTimeout.NoTimeout(), snapshot)
                .writeStream()
                .outputMode("update")
                .format("console")
                .start();
    }
}
