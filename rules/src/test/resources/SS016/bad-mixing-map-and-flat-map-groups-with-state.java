package com.acme.ss016.mixing;

import static org.apache.spark.sql.functions.col;

import java.util.Collections;
import java.util.Iterator;

import org.apache.spark.api.java.function.FlatMapGroupsWithStateFunction;
import org.apache.spark.api.java.function.MapFunction;
import org.apache.spark.api.java.function.MapGroupsWithStateFunction;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Encoders;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.streaming.GroupState;
import org.apache.spark.sql.streaming.GroupStateTimeout;
import org.apache.spark.sql.streaming.OutputMode;

/** The latest reading per meter (mapGroupsWithState), then threshold crossings (flatMapGroupsWithState). */
class MeterAlertsJob {

    static final MapGroupsWithStateFunction<Long, Row, Long, Long> LATEST = (meter, readings, last) -> {
        while (readings.hasNext()) {
            last.update(readings.next().getLong(1));
        }
        return last.get();
    };

    static final class Crossings implements FlatMapGroupsWithStateFunction<Long, Long, Boolean, String> {
        @Override
        public Iterator<String> call(Long bucket, Iterator<Long> readings, GroupState<Boolean> above) {
            boolean wasAbove = above.exists() && above.get();
            boolean isAbove = wasAbove;
            while (readings.hasNext()) {
                isAbove = readings.next() > 800;
            }
            above.update(isAbove);
            return isAbove && !wasAbove ? Collections.singletonList("bucket " + bucket).iterator()
                    : Collections.emptyIterator();
        }
    }

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("meter-alerts").getOrCreate();
        run(spark);
        spark.streams().awaitAnyTermination();
    }

    static void run(SparkSession spark) throws Exception {
        Dataset<Long> latest = spark.readStream().format("rate").load()
                .select(col("value").mod(40).as("meter"), col("value").mod(1000).as("reading"))
                .groupByKey((MapFunction<Row, Long>) r -> r.getLong(0), Encoders.LONG())
                .mapGroupsWithState(LATEST, Encoders.LONG(), Encoders.LONG());
        latest.groupByKey((MapFunction<Long, Long>) v -> v / 100, Encoders.LONG())
                .flatMapGroupsWithState(new Crossings(), OutputMode.Update(), Encoders.BOOLEAN(), Encoders.STRING(), // expect: SS016 "Spark rejects it at start()" "Use flatMapGroupsWithState for both"
                        GroupStateTimeout.NoTimeout())
                .writeStream()
                .outputMode("update")
                .format("console")
                .start();
    }
}
