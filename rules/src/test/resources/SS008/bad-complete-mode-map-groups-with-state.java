package com.acme.ss008.mgws;

import static org.apache.spark.sql.functions.col;

import org.apache.spark.api.java.function.MapFunction;
import org.apache.spark.api.java.function.MapGroupsWithStateFunction;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Encoders;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.streaming.GroupState;

/** A running total per account in complete mode: mapGroupsWithState is not an aggregation. */
class AccountTotalsJob {

    static final MapGroupsWithStateFunction<Long, Row, Long, String> RUNNING_TOTAL =
            (Long account, java.util.Iterator<Row> rows, GroupState<Long> state) -> {
                long total = state.exists() ? state.get() : 0L;
                while (rows.hasNext()) {
                    total += rows.next().getLong(1);
                }
                state.update(total);
                return account + "=" + total;
            };

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("account-totals").getOrCreate();
        run(spark);
        spark.streams().awaitAnyTermination();
    }

    static void run(SparkSession spark) throws Exception {
        Dataset<Row> payments = spark.readStream().format("rate").load()
                .select(col("value").mod(4).as("account"), col("value").as("amount"));
        payments.groupByKey((MapFunction<Row, Long>) r -> r.getLong(0), Encoders.LONG())
                .mapGroupsWithState(RUNNING_TOTAL, Encoders.LONG(), Encoders.STRING())
                .writeStream()
                .outputMode("complete") // expect: SS008 "has none: Spark rejects it at start()" "mapGroupsWithState runs only in update mode: use outputMode(\"update\")"
                .format("console")
                .start();
    }
}
