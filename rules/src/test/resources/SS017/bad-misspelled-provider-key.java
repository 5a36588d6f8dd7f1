package com.acme.ss017.typo;

import static org.apache.spark.sql.functions.col;

import java.util.List;

import org.apache.spark.api.java.function.MapFunction;
import org.apache.spark.sql.Encoders;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.streaming.OutputMode;
import org.apache.spark.sql.streaming.StatefulProcessor;
import org.apache.spark.sql.streaming.TimeMode;
import org.apache.spark.sql.streaming.TimerValues;

import scala.jdk.javaapi.CollectionConverters;

/** RocksDB was meant, but the key lacks its "Class" suffix: Spark ignores it and keeps the HDFS-backed store. */
class PriceChangesJob {

    static final class PriceChange extends StatefulProcessor<Long, Row, String> {
        @Override
        public void init(OutputMode outputMode, TimeMode timeMode) {
        }

        @Override
        public scala.collection.Iterator<String> handleInputRows(Long product, scala.collection.Iterator<Row> prices,
                                                                 TimerValues timers) {
            return CollectionConverters.asScala(List.of("changed " + product).iterator());
        }
    }

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("price-changes").getOrCreate();
        run(spark);
        spark.streams().awaitAnyTermination();
    }

    static void run(SparkSession spark) throws Exception {
        spark.conf().set("spark.sql.streaming.stateStore.provider",
                "org.apache.spark.sql.execution.streaming.state.RocksDBStateStoreProvider");
        spark.readStream().format("rate").load()
                .select(col("value").mod(20).as("product"))
                .groupByKey((MapFunction<Row, Long>) r -> r.getLong(0), Encoders.LONG())
                .transformWithState(new PriceChange(), TimeMode.ProcessingTime(), // expect: SS017 "the query dies in its first micro-batch with UNSUPPORTED_FEATURE.STATE_STORE_MULTIPLE_COLUMN_FAMILIES" "Set spark.sql.streaming.stateStore.providerClass to org.apache.spark.sql.execution.streaming.state.RocksDBStateStoreProvider"
                        OutputMode.Append(), Encoders.STRING())
                .writeStream()
                .format("console")
                .start();
    }
}
