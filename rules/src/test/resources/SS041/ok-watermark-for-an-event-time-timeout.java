package com.acme.ss041.timeout;

import static org.apache.spark.sql.functions.col;

import org.apache.spark.api.java.function.FlatMapGroupsWithStateFunction;
import org.apache.spark.api.java.function.MapFunction;
import org.apache.spark.sql.Encoders;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.streaming.GroupStateTimeout;
import org.apache.spark.sql.streaming.OutputMode;

import java.util.Collections;

/** flatMapGroupsWithState with an event-time timeout is driven by the watermark. */
class IdleSessions {
    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("idle-sessions").getOrCreate();
        spark.readStream().format("rate").load()
                .select(col("value").mod(100).cast("string").as("user"), col("timestamp").as("at"))
                .withWatermark("at", "5 minutes")
                .groupByKey((MapFunction<Row, String>) r -> r.getString(0), Encoders.STRING())
                .flatMapGroupsWithState((FlatMapGroupsWithStateFunction<String, Row, Long, String>) (user, rows, state) -> {
                    if (state.hasTimedOut()) {
                        state.remove();
                        return Collections.singletonList(user).iterator();
                    }
                    state.update(1L);
                    state.setTimeoutTimestamp(System.currentTimeMillis() + 60000L);
                    return Collections.<String>emptyList().iterator();
                }, OutputMode.Append(), Encoders.LONG(), Encoders.STRING(), GroupStateTimeout.EventTimeTimeout())
                .writeStream()
                .format("console")
                .start()
                .awaitTermination();
    }
}
