package com.acme.ss015.flatmap;

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

/** Sessions of a game closed on event time, but the stream has no watermark to tell event time by. */
class GameSessionsJob {

    static final GroupStateTimeout CLOSE_ON_EVENT_TIME = GroupStateTimeout.EventTimeTimeout();

    static final class SessionCloser implements FlatMapGroupsWithStateFunction<Long, Row, Long, String> {
        @Override
        public Iterator<String> call(Long player, Iterator<Row> moves, GroupState<Long> lastMove) {
            if (lastMove.hasTimedOut()) {
                lastMove.remove();
                return Collections.singletonList("player " + player + " left").iterator();
            }
            while (moves.hasNext()) {
                lastMove.update(moves.next().getTimestamp(0).getTime());
            }
            lastMove.setTimeoutTimestamp(lastMove.get(), "2 minutes");
            return Collections.emptyIterator();
        }
    }

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("game-sessions").getOrCreate();
        run(spark);
        spark.streams().awaitAnyTermination();
    }

    static void run(SparkSession spark) throws Exception {
        spark.readStream().format("rate").load()
                .select(col("timestamp"), col("value").mod(16).as("player"))
                .groupByKey((MapFunction<Row, Long>) r -> r.getLong(1), Encoders.LONG())
                .flatMapGroupsWithState(new SessionCloser(), OutputMode.Append(), Encoders.LONG(), // expect: SS015 "Spark rejects the query at start()" "Add .withWatermark(\"<event time>\", \"<delay>\") before groupByKey(..)"
                        Encoders.STRING(), CLOSE_ON_EVENT_TIME)
                .writeStream()
                .format("console")
                .start();
    }
}
