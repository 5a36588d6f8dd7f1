package com.acme.ss017.factory;

import java.util.List;

import org.apache.spark.sql.Encoders;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.streaming.OutputMode;
import org.apache.spark.sql.streaming.StatefulProcessor;
import org.apache.spark.sql.streaming.TTLConfig;
import org.apache.spark.sql.streaming.TimeMode;
import org.apache.spark.sql.streaming.TimerValues;
import org.apache.spark.sql.streaming.ValueState;

import scala.jdk.javaapi.CollectionConverters;

/** Days in a row a learner practised. */
class StreakProcessor extends StatefulProcessor<Long, Row, String> {
    private transient ValueState<Long> streak;

    @Override
    public void init(OutputMode outputMode, TimeMode timeMode) {
        streak = getHandle().getValueState("streak", Encoders.LONG(), TTLConfig.NONE());
    }

    @Override
    public scala.collection.Iterator<String> handleInputRows(Long learner, scala.collection.Iterator<Row> sessions,
                                                             TimerValues timers) {
        long days = (streak.exists() ? streak.get() : 0L) + 1;
        streak.update(days);
        return CollectionConverters.asScala(List.of(learner + ": " + days).iterator());
    }
}
