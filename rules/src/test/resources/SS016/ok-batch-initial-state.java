package com.acme.ss016.batchstate;

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

/** Balances seeded from a batch snapshot, as Spark requires of an initial state. */
class OpeningBalancesJob {

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
        SparkSession spark = SparkSession.builder().appName("opening-balances").getOrCreate();
        run(spark);
        spark.streams().awaitAnyTermination();
    }

    static void run(SparkSession spark) throws Exception {
        KeyValueGroupedDataset<Long, Long> openingBalances = spark.range(7)
                .as(Encoders.LONG())
                .groupByKey((MapFunction<Long, Long>) id -> id, Encoders.LONG());
        spark.readStream().format("rate").load()
                .select(col("value").mod(7).as("account"), col("value").as("amount"))
                .groupByKey((MapFunction<Row, Long>) r -> r.getLong(0), Encoders.LONG())
                .mapGroupsWithState(new Balance(), Encoders.LONG(), Encoders.STRING(), GroupStateTimeout.NoTimeout(),
                        openingBalances)
                .writeStream()
                .outputMode("update")
                .format("console")
                .start();
    }
}
