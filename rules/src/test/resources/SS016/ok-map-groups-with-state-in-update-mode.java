package com.acme.ss016.update;

import static org.apache.spark.sql.functions.col;

import java.util.Iterator;

import org.apache.spark.api.java.function.MapFunction;
import org.apache.spark.api.java.function.MapGroupsWithStateFunction;
import org.apache.spark.sql.Encoders;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.streaming.GroupState;
import org.apache.spark.sql.streaming.OutputMode;

/** mapGroupsWithState in update mode, the only mode it supports. */
class ThermostatStateJob {

    static final class LastSetting implements MapGroupsWithStateFunction<Long, Row, Long, String> {
        @Override
        public String call(Long room, Iterator<Row> changes, GroupState<Long> setting) {
            while (changes.hasNext()) {
                setting.update(changes.next().getLong(1) % 30);
            }
            return room + " at " + setting.get();
        }
    }

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("thermostat-state").getOrCreate();
        run(spark);
        spark.streams().awaitAnyTermination();
    }

    static void run(SparkSession spark) throws Exception {
        spark.readStream().format("rate").load()
                .select(col("value").mod(6).as("room"), col("value").as("celsius"))
                .groupByKey((MapFunction<Row, Long>) r -> r.getLong(0), Encoders.LONG())
                .mapGroupsWithState(new LastSetting(), Encoders.LONG(), Encoders.STRING())
                .writeStream()
                .outputMode(OutputMode.Update())
                .format("console")
                .start();
    }
}
