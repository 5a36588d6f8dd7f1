package com.acme.ss016.append;

import static org.apache.spark.sql.functions.col;

import java.util.Iterator;

import org.apache.spark.api.java.function.MapFunction;
import org.apache.spark.api.java.function.MapGroupsWithStateFunction;
import org.apache.spark.sql.Encoders;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.streaming.GroupState;

/** A balance per wallet, written without an output mode: append, which mapGroupsWithState does not support. */
class WalletBalancesJob {

    static final class Balance implements MapGroupsWithStateFunction<Long, Row, Long, String> {
        @Override
        public String call(Long wallet, Iterator<Row> transfers, GroupState<Long> balance) {
            long total = balance.exists() ? balance.get() : 0L;
            while (transfers.hasNext()) {
                total += transfers.next().getLong(1);
            }
            balance.update(total);
            return wallet + " " + total;
        }
    }

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("wallet-balances").getOrCreate();
        run(spark);
        spark.streams().awaitAnyTermination();
    }

    static void run(SparkSession spark) throws Exception {
        spark.readStream().format("rate").load()
                .select(col("value").mod(11).as("wallet"), col("value").as("amount"))
                .groupByKey((MapFunction<Row, Long>) r -> r.getLong(0), Encoders.LONG())
                .mapGroupsWithState(new Balance(), Encoders.LONG(), Encoders.STRING())
                .writeStream()
                .format("console")
                .start(); // expect: SS016 "Spark rejects it at start()" "Write it with outputMode(\"update\")"
    }
}
