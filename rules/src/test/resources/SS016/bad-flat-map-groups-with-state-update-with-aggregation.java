package com.acme.ss016.withagg;

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

/** Each account's risk level as updates, then a count per level: update-mode operators cannot feed an aggregation. */
class RiskLevelsJob {

    static final class RiskLevel implements FlatMapGroupsWithStateFunction<Long, Row, Long, String> {
        @Override
        public Iterator<String> call(Long account, Iterator<Row> logins, GroupState<Long> failures) {
            long count = failures.exists() ? failures.get() : 0L;
            while (logins.hasNext()) {
                if (logins.next().getLong(1) % 4 == 0) {
                    count++;
                }
            }
            failures.update(count);
            return Collections.singletonList(count > 3 ? "high" : "low").iterator();
        }
    }

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("risk-levels").getOrCreate();
        run(spark);
        spark.streams().awaitAnyTermination();
    }

    static void run(SparkSession spark) throws Exception {
        Dataset<String> levels = spark.readStream().format("rate").load()
                .select(col("value").mod(25).as("account"), col("value").as("attempt"))
                .groupByKey((MapFunction<Row, Long>) r -> r.getLong(0), Encoders.LONG())
                .flatMapGroupsWithState(new RiskLevel(), OutputMode.Update(), Encoders.LONG(), Encoders.STRING(), // expect: SS016 "Spark rejects it at start()" "Pass OutputMode.Append() here"
                        GroupStateTimeout.NoTimeout());
        levels.groupBy("value")
                .count()
                .writeStream()
                .outputMode("update")
                .format("console")
                .start();
    }
}
