package com.acme.ss016.updateinappend;

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

/** Stock levels emitted as updates by the operator, but the query is written in append mode. */
class StockLevelsJob {

    static final class StockLevel implements FlatMapGroupsWithStateFunction<Long, Row, Long, String> {
        @Override
        public Iterator<String> call(Long sku, Iterator<Row> movements, GroupState<Long> level) {
            long units = level.exists() ? level.get() : 0L;
            while (movements.hasNext()) {
                units += movements.next().getLong(1) % 2 == 0 ? 1 : -1;
            }
            level.update(units);
            return Collections.singletonList(sku + "=" + units).iterator();
        }
    }

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("stock-levels").getOrCreate();
        run(spark);
        spark.streams().awaitAnyTermination();
    }

    static void run(SparkSession spark) throws Exception {
        spark.readStream().format("rate").load()
                .select(col("value").mod(30).as("sku"), col("value").as("movement"))
                .groupByKey((MapFunction<Row, Long>) r -> r.getLong(0), Encoders.LONG())
                .flatMapGroupsWithState(new StockLevel(), OutputMode.Update(), Encoders.LONG(), Encoders.STRING(), // expect: SS016 "Spark rejects it at start()" "Make them agree: outputMode(\"update\") on the writer"
                        GroupStateTimeout.NoTimeout())
                .writeStream()
                .outputMode("append")
                .format("console")
                .start();
    }
}
