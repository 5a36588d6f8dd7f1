package com.acme.ss017.fmgws;

import static org.apache.spark.sql.functions.col;

import java.util.Collections;
import java.util.Iterator;

import org.apache.spark.api.java.function.FlatMapGroupsWithStateFunction;
import org.apache.spark.api.java.function.MapFunction;
import org.apache.spark.sql.Encoders;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.streaming.GroupState;
import org.apache.spark.sql.streaming.GroupStateTimeout;
import org.apache.spark.sql.streaming.OutputMode;

/** flatMapGroupsWithState runs on the default HDFS-backed store; only transformWithState needs RocksDB. */
class LoginStreaksJob {

    static final class Streak implements FlatMapGroupsWithStateFunction<Long, Row, Long, String> {
        @Override
        public Iterator<String> call(Long user, Iterator<Row> logins, GroupState<Long> streak) {
            long days = (streak.exists() ? streak.get() : 0L) + 1;
            streak.update(days);
            return Collections.singletonList(user + ": " + days).iterator();
        }
    }

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("login-streaks").getOrCreate();
        run(spark);
        spark.streams().awaitAnyTermination();
    }

    static void run(SparkSession spark) throws Exception {
        spark.readStream().format("rate").load()
                .select(col("value").mod(10).as("user"))
                .groupByKey((MapFunction<Row, Long>) r -> r.getLong(0), Encoders.LONG())
                .flatMapGroupsWithState(new Streak(), OutputMode.Update(), Encoders.LONG(), Encoders.STRING(),
                        GroupStateTimeout.NoTimeout())
                .writeStream()
                .outputMode("update")
                .format("console")
                .start();
    }
}
