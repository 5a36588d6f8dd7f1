package com.acme.ss015.processingtime;

import static org.apache.spark.sql.functions.col;

import java.util.Iterator;

import org.apache.spark.api.java.function.MapFunction;
import org.apache.spark.api.java.function.MapGroupsWithStateFunction;
import org.apache.spark.sql.Encoders;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.streaming.GroupState;
import org.apache.spark.sql.streaming.GroupStateTimeout;

/** A processing-time timeout needs no watermark. */
class ActiveUsersJob {

    static final class Activity implements MapGroupsWithStateFunction<Long, Row, Long, String> {
        @Override
        public String call(Long user, Iterator<Row> events, GroupState<Long> seen) {
            if (seen.hasTimedOut()) {
                seen.remove();
                return user + " inactive";
            }
            long count = seen.exists() ? seen.get() : 0L;
            while (events.hasNext()) {
                events.next();
                count++;
            }
            seen.update(count);
            seen.setTimeoutDuration("15 minutes");
            return user + " active (" + count + ")";
        }
    }

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("active-users").getOrCreate();
        run(spark);
        spark.streams().awaitAnyTermination();
    }

    static void run(SparkSession spark) throws Exception {
        spark.readStream().format("rate").load()
                .select(col("value").mod(20).as("user"))
                .groupByKey((MapFunction<Row, Long>) r -> r.getLong(0), Encoders.LONG())
                .mapGroupsWithState(new Activity(), Encoders.LONG(), Encoders.STRING(),
                        GroupStateTimeout.ProcessingTimeTimeout())
                .writeStream()
                .outputMode("update")
                .format("console")
                .start();
    }
}
