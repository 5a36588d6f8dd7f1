package com.acme.ss017.rocksdb;

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

/** The job chooses RocksDB before its first query starts. */
class ReorderPointsJob {

    static final class ReorderPoint extends StatefulProcessor<Long, Row, String> {
        private transient ValueState<Long> sold;

        @Override
        public void init(OutputMode outputMode, TimeMode timeMode) {
            sold = getHandle().getValueState("sold", Encoders.LONG(), TTLConfig.NONE());
        }

        @Override
        public scala.collection.Iterator<String> handleInputRows(Long sku, scala.collection.Iterator<Row> sales,
                                                                 TimerValues timers) {
            long units = sold.exists() ? sold.get() : 0L;
            while (sales.hasNext()) {
                sales.next();
                units++;
            }
            sold.update(units);
            return CollectionConverters.asScala(List.of(sku + (units > 10 ? " reorder" : " ok")).iterator());
        }
    }

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("reorder-points").getOrCreate();
        run(spark);
        spark.streams().awaitAnyTermination();
    }

    static void run(SparkSession spark) throws Exception {
        spark.conf().set("spark.sql.streaming.stateStore.providerClass",
                "org.apache.spark.sql.execution.streaming.state.RocksDBStateStoreProvider");
        spark.readStream().format("rate").load()
                .select(col("value").mod(40).as("sku"))
                .groupByKey((MapFunction<Row, Long>) r -> r.getLong(0), Encoders.LONG())
                .transformWithState(new ReorderPoint(), TimeMode.None(), OutputMode.Update(), Encoders.STRING())
                .writeStream()
                .outputMode("update")
                .format("console")
                .start();
    }
}
