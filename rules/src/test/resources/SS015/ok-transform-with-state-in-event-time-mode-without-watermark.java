package com.acme.ss015.tws;

import static org.apache.spark.sql.functions.col;

import java.util.List;

import org.apache.spark.api.java.function.MapFunction;
import org.apache.spark.sql.Encoders;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.streaming.ExpiredTimerInfo;
import org.apache.spark.sql.streaming.OutputMode;
import org.apache.spark.sql.streaming.StatefulProcessor;
import org.apache.spark.sql.streaming.TimeMode;
import org.apache.spark.sql.streaming.TimerValues;

import scala.jdk.javaapi.CollectionConverters;

/**
 * transformWithState in event-time mode without a watermark: Spark 4.0 starts it (its timers just never fire), so
 * this rule, which reports what Spark rejects, is silent.
 */
class ShipmentRemindersJob {

    static final class ReminderProcessor extends StatefulProcessor<Long, Row, String> {
        @Override
        public void init(OutputMode outputMode, TimeMode timeMode) {
        }

        @Override
        public scala.collection.Iterator<String> handleInputRows(Long shipment, scala.collection.Iterator<Row> updates,
                                                                 TimerValues timers) {
            getHandle().registerTimer(timers.getCurrentWatermarkInMs() + 3_600_000L);
            return CollectionConverters.asScala(List.of("tracking " + shipment).iterator());
        }

        @Override
        public scala.collection.Iterator<String> handleExpiredTimer(Long shipment, TimerValues timers,
                                                                    ExpiredTimerInfo expired) {
            return CollectionConverters.asScala(List.of("remind " + shipment).iterator());
        }
    }

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("shipment-reminders").getOrCreate();
        run(spark);
        spark.streams().awaitAnyTermination();
    }

    static void run(SparkSession spark) throws Exception {
        spark.conf().set("spark.sql.streaming.stateStore.providerClass",
                "org.apache.spark.sql.execution.streaming.state.RocksDBStateStoreProvider");
        spark.readStream().format("rate").load()
                .select(col("value").mod(6).as("shipment"))
                .groupByKey((MapFunction<Row, Long>) r -> r.getLong(0), Encoders.LONG())
                .transformWithState(new ReminderProcessor(), TimeMode.EventTime(), OutputMode.Append(), Encoders.STRING())
                .writeStream()
                .format("console")
                .start();
    }
}
