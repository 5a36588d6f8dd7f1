package com.acme.ss016.completeop;

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

/** The operator is asked for complete mode, which flatMapGroupsWithState does not have. */
class LeaderboardJob {

    static final class Score implements FlatMapGroupsWithStateFunction<Long, Row, Long, String> {
        @Override
        public Iterator<String> call(Long player, Iterator<Row> points, GroupState<Long> score) {
            long total = score.exists() ? score.get() : 0L;
            while (points.hasNext()) {
                total += points.next().getLong(1) % 10;
            }
            score.update(total);
            return Collections.singletonList(player + " " + total).iterator();
        }
    }

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("leaderboard").getOrCreate();
        run(spark);
        spark.streams().awaitAnyTermination();
    }

    static void run(SparkSession spark) throws Exception {
        spark.readStream().format("rate").load()
                .select(col("value").mod(8).as("player"), col("value").as("points"))
                .groupByKey((MapFunction<Row, Long>) r -> r.getLong(0), Encoders.LONG())
                .flatMapGroupsWithState(new Score(), OutputMode.Complete(), Encoders.LONG(), Encoders.STRING(), // expect: SS016 "Spark throws IllegalArgumentException at this call" "Pass OutputMode.Append() or OutputMode.Update()"
                        GroupStateTimeout.NoTimeout())
                .writeStream()
                .outputMode("update")
                .format("console")
                .start();
    }
}
