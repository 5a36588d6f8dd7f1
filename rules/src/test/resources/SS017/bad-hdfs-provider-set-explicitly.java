package com.acme.ss017.hdfs;

import static org.apache.spark.sql.functions.col;

import java.util.List;

import org.apache.spark.api.java.function.MapFunction;
import org.apache.spark.sql.Encoders;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.streaming.OutputMode;
import org.apache.spark.sql.streaming.StatefulProcessor;
import org.apache.spark.sql.streaming.TTLConfig;
import org.apache.spark.sql.streaming.TimeMode;
import org.apache.spark.sql.streaming.TimerValues;
import org.apache.spark.sql.streaming.ValueState;

import scala.jdk.javaapi.CollectionConverters;

/** The job pins the HDFS-backed state store "for small state", then uses transformWithState. */
class BasketTotalsJob {

    static final class StateStores {
        static final String PROVIDER = "spark.sql.streaming.stateStore.providerClass";
        static final String HDFS = "org.apache.spark.sql.execution.streaming.state.HDFSBackedStateStoreProvider";
    }

    static final class BasketTotal extends StatefulProcessor<Long, Row, String> {
        private transient ValueState<Long> total;

        @Override
        public void init(OutputMode outputMode, TimeMode timeMode) {
            total = getHandle().getValueState("total", Encoders.LONG(), TTLConfig.NONE());
        }

        @Override
        public scala.collection.Iterator<String> handleInputRows(Long basket, scala.collection.Iterator<Row> items,
                                                                 TimerValues timers) {
            long sum = total.exists() ? total.get() : 0L;
            while (items.hasNext()) {
                sum += items.next().getLong(1);
            }
            total.update(sum);
            return CollectionConverters.asScala(List.of(basket + ": " + sum).iterator());
        }
    }

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("basket-totals").getOrCreate();
        run(spark);
        spark.streams().awaitAnyTermination();
    }

    static void run(SparkSession spark) throws Exception {
        spark.conf().set(StateStores.PROVIDER, StateStores.HDFS); // expect: SS017 "the query dies in its first micro-batch with UNSUPPORTED_FEATURE.STATE_STORE_MULTIPLE_COLUMN_FAMILIES" "Set spark.sql.streaming.stateStore.providerClass to org.apache.spark.sql.execution.streaming.state.RocksDBStateStoreProvider"
        spark.readStream().format("rate").load()
                .select(col("value").mod(15).as("basket"), col("value").as("price"))
                .groupByKey((MapFunction<Row, Long>) r -> r.getLong(0), Encoders.LONG())
                .transformWithState(new BasketTotal(), TimeMode.None(), OutputMode.Update(), Encoders.STRING())
                .writeStream()
                .outputMode("update")
                .format("console")
                .start();
    }
}
