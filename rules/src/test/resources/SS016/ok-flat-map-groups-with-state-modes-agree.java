package com.acme.ss016.agree;

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

/** The operator's mode and the query's come from one constant, so they agree. */
class QueueLengthsJob {

    static final OutputMode MODE = OutputMode.Update();

    static final class QueueLength implements FlatMapGroupsWithStateFunction<Long, Row, Long, String> {
        @Override
        public Iterator<String> call(Long desk, Iterator<Row> arrivals, GroupState<Long> length) {
            long n = length.exists() ? length.get() : 0L;
            while (arrivals.hasNext()) {
                arrivals.next();
                n++;
            }
            length.update(n);
            return Collections.singletonList(desk + ": " + n).iterator();
        }
    }

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("queue-lengths").getOrCreate();
        run(spark);
        spark.streams().awaitAnyTermination();
    }

    static void run(SparkSession spark) throws Exception {
        spark.readStream().format("rate").load()
                .select(col("value").mod(5).as("desk"))
                .groupByKey((MapFunction<Row, Long>) r -> r.getLong(0), Encoders.LONG())
                .flatMapGroupsWithState(new QueueLength(), MODE, Encoders.LONG(), Encoders.STRING(),
                        GroupStateTimeout.NoTimeout())
                .writeStream()
                .outputMode(MODE)
                .format("console")
                .start();
    }
}
