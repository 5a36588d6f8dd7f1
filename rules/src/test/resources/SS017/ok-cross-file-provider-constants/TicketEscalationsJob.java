package com.acme.ss017.constants;

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

/** RocksDB is chosen by a helper of another class, with constants built from parts. */
class TicketEscalationsJob {

    static final class Escalation extends StatefulProcessor<Long, Row, String> {
        @Override
        public void init(OutputMode outputMode, TimeMode timeMode) {
        }

        @Override
        public scala.collection.Iterator<String> handleInputRows(Long ticket, scala.collection.Iterator<Row> updates,
                                                                 TimerValues timers) {
            return CollectionConverters.asScala(List.of("ticket " + ticket).iterator());
        }
    }

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("ticket-escalations").getOrCreate();
        run(spark);
        spark.streams().awaitAnyTermination();
    }

    static void run(SparkSession spark) throws Exception {
        StateStoreSettings.useRocksDb(spark);
        spark.readStream().format("rate").load()
                .select(col("value").mod(50).as("ticket"))
                .groupByKey((MapFunction<Row, Long>) r -> r.getLong(0), Encoders.LONG())
                .transformWithState(new Escalation(), TimeMode.ProcessingTime(), OutputMode.Append(), Encoders.STRING())
                .writeStream()
                .format("console")
                .start();
    }
}
