package com.acme.ss016.twoappend;

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

/** Two flatMapGroupsWithState in a row are allowed when both, and the query, run in append mode. */
class FirstAndSecondVisitsJob {

    /** Emits a key the first time it is seen. */
    static final class FirstTime<K, V> implements FlatMapGroupsWithStateFunction<K, V, Boolean, String> {
        @Override
        public Iterator<String> call(K key, Iterator<V> values, GroupState<Boolean> seen) {
            if (seen.exists()) {
                return Collections.emptyIterator();
            }
            seen.update(true);
            return Collections.singletonList(String.valueOf(key)).iterator();
        }
    }

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("first-visits").getOrCreate();
        run(spark);
        spark.streams().awaitAnyTermination();
    }

    static void run(SparkSession spark) throws Exception {
        Dataset<Row> visits = spark.readStream().format("rate").load().select(col("value").mod(100).as("visitor"));
        Dataset<String> firstVisits = visits
                .groupByKey((MapFunction<Row, Long>) r -> r.getLong(0), Encoders.LONG())
                .flatMapGroupsWithState(new FirstTime<Long, Row>(),
                        OutputMode.Append(), Encoders.BOOLEAN(), Encoders.STRING(), GroupStateTimeout.NoTimeout());
        firstVisits.groupByKey((MapFunction<String, String>) v -> v.substring(v.length() - 1), Encoders.STRING())
                .flatMapGroupsWithState(new FirstTime<String, String>(),
                        OutputMode.Append(), Encoders.BOOLEAN(), Encoders.STRING(), GroupStateTimeout.NoTimeout())
                .writeStream()
                .format("console")
                .start();
    }
}
