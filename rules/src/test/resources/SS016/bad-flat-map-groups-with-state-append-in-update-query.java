package com.acme.ss016.appendinupdate;

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

/** Completed journeys appended by the operator; the shared writer settings say "update". */
class JourneysJob {

    static final class WriterSettings {
        static final String OUTPUT_MODE = "update";
    }

    static final class JourneyEnd implements FlatMapGroupsWithStateFunction<Long, Row, Long, String> {
        @Override
        public Iterator<String> call(Long traveller, Iterator<Row> checkIns, GroupState<Long> stops) {
            long count = stops.exists() ? stops.get() : 0L;
            while (checkIns.hasNext()) {
                checkIns.next();
                count++;
            }
            if (count >= 3) {
                stops.remove();
                return Collections.singletonList(traveller + " arrived").iterator();
            }
            stops.update(count);
            return Collections.emptyIterator();
        }
    }

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("journeys").getOrCreate();
        run(spark);
        spark.streams().awaitAnyTermination();
    }

    static void run(SparkSession spark) throws Exception {
        spark.readStream().format("rate").load()
                .select(col("value").mod(12).as("traveller"))
                .groupByKey((MapFunction<Row, Long>) r -> r.getLong(0), Encoders.LONG())
                .flatMapGroupsWithState(new JourneyEnd(), OutputMode.Append(), Encoders.LONG(), Encoders.STRING(), // expect: SS016 "Spark rejects it at start()" "Make them agree: outputMode(\"append\") on the writer"
                        GroupStateTimeout.NoTimeout())
                .writeStream()
                .outputMode(WriterSettings.OUTPUT_MODE)
                .format("console")
                .start();
    }
}
