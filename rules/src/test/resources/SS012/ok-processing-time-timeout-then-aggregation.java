package com.acme.ss012.processingtime;

import static org.apache.spark.sql.functions.col;

import java.util.Collections;
import java.util.Iterator;

import org.apache.spark.api.java.function.FlatMapGroupsWithStateFunction;
import org.apache.spark.api.java.function.MapFunction;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Encoders;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.streaming.GroupState;
import org.apache.spark.sql.streaming.GroupStateTimeout;
import org.apache.spark.sql.streaming.OutputMode;

/** Idle carts expire on processing time, which never emits rows behind the watermark: the count after it is fine. */
class IdleCartsJob {

    static final class IdleCartDetector implements FlatMapGroupsWithStateFunction<Long, Row, Long, String> {
        @Override
        public Iterator<String> call(Long cart, Iterator<Row> events, GroupState<Long> items) {
            if (items.hasTimedOut()) {
                items.remove();
                return Collections.singletonList(cart % 2 == 0 ? "web" : "app").iterator();
            }
            long count = items.exists() ? items.get() : 0L;
            while (events.hasNext()) {
                events.next();
                count++;
            }
            items.update(count);
            items.setTimeoutDuration("10 minutes");
            return Collections.emptyIterator();
        }
    }

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("idle-carts").getOrCreate();
        run(spark);
        spark.streams().awaitAnyTermination();
    }

    static void run(SparkSession spark) throws Exception {
        Dataset<Row> cartEvents = spark.readStream().format("rate").load()
                .select(col("value").mod(40).as("cart"));
        cartEvents.groupByKey((MapFunction<Row, Long>) r -> r.getLong(0), Encoders.LONG())
                .flatMapGroupsWithState(new IdleCartDetector(), OutputMode.Append(), Encoders.LONG(), Encoders.STRING(),
                        GroupStateTimeout.ProcessingTimeTimeout())
                .groupBy("value")
                .count()
                .writeStream()
                .outputMode("update")
                .format("console")
                .start();
    }
}
