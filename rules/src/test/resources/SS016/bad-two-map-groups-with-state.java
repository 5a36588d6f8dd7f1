package com.acme.ss016.twomaps;

import static org.apache.spark.sql.functions.col;

import java.util.Iterator;

import org.apache.spark.api.java.function.MapFunction;
import org.apache.spark.api.java.function.MapGroupsWithStateFunction;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Encoders;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.streaming.GroupState;

/** Two stateful steps in one query: per-card spend, then per-merchant spend of those. */
class CardSpendJob {

    static final class RunningCount<K, V> implements MapGroupsWithStateFunction<K, V, Long, String> {
        @Override
        public String call(K key, Iterator<V> values, GroupState<Long> count) {
            long n = count.exists() ? count.get() : 0L;
            while (values.hasNext()) {
                values.next();
                n++;
            }
            count.update(n);
            return key + ":" + n;
        }
    }

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("card-spend").getOrCreate();
        run(spark);
        spark.streams().awaitAnyTermination();
    }

    static void run(SparkSession spark) throws Exception {
        Dataset<String> perCard = spark.readStream().format("rate").load()
                .select(col("value").mod(60).as("card"))
                .groupByKey((MapFunction<Row, Long>) r -> r.getLong(0), Encoders.LONG())
                .mapGroupsWithState(new RunningCount<Long, Row>(), Encoders.LONG(), Encoders.STRING());
        perCard.groupByKey((MapFunction<String, String>) s -> s.substring(0, 1), Encoders.STRING())
                .mapGroupsWithState(new RunningCount<String, String>(), Encoders.LONG(), Encoders.STRING()) // expect: SS016 "Spark rejects the query at start()" "Keep the state in one mapGroupsWithState"
                .writeStream()
                .outputMode("update")
                .format("console")
                .start();
    }
}
