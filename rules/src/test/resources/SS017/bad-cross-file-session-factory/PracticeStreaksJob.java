package com.acme.ss017.factory;

import static org.apache.spark.sql.functions.col;

import org.apache.spark.api.java.function.MapFunction;
import org.apache.spark.sql.Encoders;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.streaming.OutputMode;
import org.apache.spark.sql.streaming.TimeMode;

/** The session comes from the module's factory, which does not choose a state store. */
class PracticeStreaksJob {
    public static void main(String[] args) throws Exception {
        SparkSession spark = Sessions.forJob("practice-streaks");
        run(spark);
        spark.streams().awaitAnyTermination();
    }

    static void run(SparkSession spark) throws Exception {
        spark.readStream().format("rate").load()
                .select(col("value").mod(30).as("learner"))
                .groupByKey((MapFunction<Row, Long>) r -> r.getLong(0), Encoders.LONG())
                .transformWithState(new StreakProcessor(), TimeMode.None(), OutputMode.Update(), Encoders.STRING()) // expect: SS017 "the query dies in its first micro-batch with UNSUPPORTED_FEATURE.STATE_STORE_MULTIPLE_COLUMN_FAMILIES" "Set spark.sql.streaming.stateStore.providerClass to org.apache.spark.sql.execution.streaming.state.RocksDBStateStoreProvider"
                .writeStream()
                .outputMode("update")
                .format("console")
                .start();
    }
}
