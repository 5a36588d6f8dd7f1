package com.acme.ss012.eventtime;

import static org.apache.spark.sql.functions.col;

import java.util.Collections;
import java.util.Iterator;

import org.apache.spark.api.java.function.FlatMapGroupsWithStateFunction;
import org.apache.spark.api.java.function.MapFunction;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Encoders;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.streaming.GroupState;
import org.apache.spark.sql.streaming.GroupStateTimeout;
import org.apache.spark.sql.streaming.OutputMode;

/**
 * Parcels that went silent: a state per parcel that times out on event time, then a count of silent parcels per
 * depot. Rows of timed-out groups are older than the watermark, so the count would drop them.
 */
class SilentParcelsJob {

    static final class SilenceDetector implements FlatMapGroupsWithStateFunction<Long, Row, Long, String> {
        @Override
        public Iterator<String> call(Long parcel, Iterator<Row> scans, GroupState<Long> lastScan) {
            if (lastScan.hasTimedOut()) {
                lastScan.remove();
                return Collections.singletonList("depot-" + parcel % 3).iterator();
            }
            while (scans.hasNext()) {
                lastScan.update(scans.next().getTimestamp(0).getTime());
            }
            lastScan.setTimeoutTimestamp(lastScan.get(), "5 minutes");
            return Collections.emptyIterator();
        }
    }

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("silent-parcels").getOrCreate();
        run(spark);
        spark.streams().awaitAnyTermination();
    }

    static void run(SparkSession spark) throws Exception {
        Dataset<Row> scans = spark.readStream().format("rate").load()
                .select(col("timestamp").as("scannedAt"), col("value").mod(100).as("parcel"))
                .withWatermark("scannedAt", "1 minute");
        Dataset<String> silentDepots = scans
                .groupByKey((MapFunction<Row, Long>) r -> r.getLong(1), Encoders.LONG())
                .flatMapGroupsWithState(new SilenceDetector(), OutputMode.Append(), Encoders.LONG(), Encoders.STRING(),
                        GroupStateTimeout.EventTimeTimeout());
        silentDepots.groupBy("value") // expect: SS012 "would drop them as late: Spark rejects the query at start()" "Use GroupStateTimeout.ProcessingTimeTimeout(), or run groupBy(\"value\") in a query of its own"
                .count()
                .writeStream()
                .outputMode("update")
                .format("console")
                .start();
    }
}
