package com.acme.ss016.appendagg;

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

/** Completed orders appended by the operator, then counted per channel: append-mode operators may feed an aggregation. */
class CompletedOrdersJob {

    static final class Completion implements FlatMapGroupsWithStateFunction<Long, Row, Long, String> {
        @Override
        public Iterator<String> call(Long order, Iterator<Row> steps, GroupState<Long> done) {
            long n = done.exists() ? done.get() : 0L;
            while (steps.hasNext()) {
                steps.next();
                n++;
            }
            if (n >= 2) {
                done.remove();
                return Collections.singletonList(order % 2 == 0 ? "web" : "store").iterator();
            }
            done.update(n);
            return Collections.emptyIterator();
        }
    }

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("completed-orders").getOrCreate();
        run(spark);
        spark.streams().awaitAnyTermination();
    }

    static void run(SparkSession spark) throws Exception {
        spark.readStream().format("rate").load()
                .select(col("value").mod(90).as("order"))
                .groupByKey((MapFunction<Row, Long>) r -> r.getLong(0), Encoders.LONG())
                .flatMapGroupsWithState(new Completion(), OutputMode.Append(), Encoders.LONG(), Encoders.STRING(),
                        GroupStateTimeout.NoTimeout())
                .groupBy("value")
                .count()
                .writeStream()
                .outputMode("update")
                .format("console")
                .start();
    }
}
