package com.acme.ss017.defaultstore;

import static org.apache.spark.sql.functions.col;

import java.util.List;

import org.apache.spark.api.java.function.MapFunction;
import org.apache.spark.sql.Encoders;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.streaming.OutputMode;
import org.apache.spark.sql.streaming.StatefulProcessor;
import org.apache.spark.sql.streaming.TTLConfig;
import org.apache.spark.sql.streaming.TimeMode;
import org.apache.spark.sql.streaming.TimerValues;
import org.apache.spark.sql.streaming.ValueState;

import scala.jdk.javaapi.CollectionConverters;

/** Login counts per user with the Spark 4 stateful API, on a session with the default state store. */
class LoginCountsJob {

    static final class LoginCounter extends StatefulProcessor<Long, Row, String> {
        private transient ValueState<Long> logins;

        @Override
        public void init(OutputMode outputMode, TimeMode timeMode) {
            logins = getHandle().getValueState("logins", Encoders.LONG(), TTLConfig.NONE());
        }

        @Override
        public scala.collection.Iterator<String> handleInputRows(Long user, scala.collection.Iterator<Row> events,
                                                                 TimerValues timers) {
            long count = logins.exists() ? logins.get() : 0L;
            while (events.hasNext()) {
                events.next();
                count++;
            }
            logins.update(count);
            return CollectionConverters.asScala(List.of(user + ": " + count).iterator());
        }
    }

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder()
                .appName("login-counts")
                .config("spark.sql.shuffle.partitions", "8")
                .getOrCreate();
        run(spark);
        spark.streams().awaitAnyTermination();
    }

    static void run(SparkSession spark) throws Exception {
        spark.readStream().format("rate").load()
                .select(col("value").mod(10).as("user"))
                .groupByKey((MapFunction<Row, Long>) r -> r.getLong(0), Encoders.LONG())
                .transformWithState(new LoginCounter(), TimeMode.None(), OutputMode.Update(), Encoders.STRING()) // expect: SS017 "the query dies in its first micro-batch with UNSUPPORTED_FEATURE.STATE_STORE_MULTIPLE_COLUMN_FAMILIES" "Set spark.sql.streaming.stateStore.providerClass to org.apache.spark.sql.execution.streaming.state.RocksDBStateStoreProvider"
                .writeStream()
                .outputMode("update")
                .format("console")
                .start();
    }
}
