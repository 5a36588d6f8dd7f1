package com.acme.ss010.cogroup;

import java.util.ArrayList;
import java.util.List;

import org.apache.spark.api.java.function.CoGroupFunction;
import org.apache.spark.api.java.function.MapFunction;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Encoders;
import org.apache.spark.sql.KeyValueGroupedDataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;

/** Cogroups the event stream with batch reference rows: cogroup has no streaming plan. */
class AccountEventsJob {

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("account-events").getOrCreate();
        run(spark);
        spark.streams().awaitAnyTermination();
    }

    static void run(SparkSession spark) throws Exception {
        KeyValueGroupedDataset<Long, Row> events = spark.readStream()
                .format("rate")
                .load()
                .groupByKey((MapFunction<Row, Long>) r -> r.getLong(1) % 10, Encoders.LONG());
        KeyValueGroupedDataset<Long, Long> accounts = spark.range(10)
                .groupByKey((MapFunction<Long, Long>) id -> id, Encoders.LONG());

        Dataset<String> summaries = events.cogroup(accounts, // expect: SS010 "Spark rejects the query at start() with \"CoGrouping with a streaming DataFrame/Dataset is not supported\"" "Join the stream with the other side"
                (CoGroupFunction<Long, Row, Long, String>) (account, rows, refs) -> {
                    List<String> out = new ArrayList<>();
                    rows.forEachRemaining(row -> out.add("account " + account + ": " + row.getLong(1)));
                    return out.iterator();
                }, Encoders.STRING());
        summaries.writeStream()
                .format("noop")
                .start();
    }
}
