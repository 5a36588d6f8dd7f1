package com.acme.ss017.confmap;

import static org.apache.spark.sql.functions.col;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.apache.spark.api.java.function.MapFunction;
import org.apache.spark.sql.Encoders;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.streaming.OutputMode;
import org.apache.spark.sql.streaming.StatefulProcessor;
import org.apache.spark.sql.streaming.TimeMode;
import org.apache.spark.sql.streaming.TimerValues;

import scala.jdk.javaapi.CollectionConverters;

/**
 * A pipeline step, started by the team's runner (no main): its configuration is copied into the session from a
 * map, key by key. The linter cannot tell which keys, so it does not judge the state store.
 */
class FraudScoresStep {

    static final class FraudScore extends StatefulProcessor<Long, Row, String> {
        @Override
        public void init(OutputMode outputMode, TimeMode timeMode) {
        }

        @Override
        public scala.collection.Iterator<String> handleInputRows(Long card, scala.collection.Iterator<Row> payments,
                                                                 TimerValues timers) {
            return CollectionConverters.asScala(List.of("scored " + card).iterator());
        }
    }

    static Map<String, String> stepConf() {
        Map<String, String> conf = new LinkedHashMap<>();
        conf.put("spark.sql.streaming." + "stateStore.providerClass",
                System.getProperty("fraud.stateStore", "org.apache.spark.sql.execution.streaming.state.RocksDBStateStoreProvider"));
        return conf;
    }

    static void run(SparkSession spark) throws Exception {
        stepConf().forEach((key, value) -> spark.conf().set(key, value));
        spark.readStream().format("rate").load()
                .select(col("value").mod(70).as("card"))
                .groupByKey((MapFunction<Row, Long>) r -> r.getLong(0), Encoders.LONG())
                .transformWithState(new FraudScore(), TimeMode.None(), OutputMode.Append(), Encoders.STRING())
                .writeStream()
                .format("console")
                .start();
    }
}
