package com.acme.ss015.mapgroups;

import static org.apache.spark.sql.functions.col;

import java.util.Iterator;

import org.apache.spark.api.java.function.MapFunction;
import org.apache.spark.api.java.function.MapGroupsWithStateFunction;
import org.apache.spark.sql.Encoders;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.streaming.GroupState;
import org.apache.spark.sql.streaming.GroupStateTimeout;

/** The last known position of each vehicle, forgotten an hour of event time after its last ping. */
class VehiclePositionsJob {

    static String lastPosition(Long vehicle, Iterator<Row> pings, GroupState<Long> position) {
        if (position.hasTimedOut()) {
            position.remove();
            return vehicle + ": gone";
        }
        while (pings.hasNext()) {
            position.update(pings.next().getLong(2));
        }
        position.setTimeoutTimestamp(System.currentTimeMillis(), "1 hour");
        return vehicle + ": " + position.get();
    }

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("vehicle-positions").getOrCreate();
        run(spark);
        spark.streams().awaitAnyTermination();
    }

    static void run(SparkSession spark) throws Exception {
        spark.readStream().format("rate").load()
                .select(col("timestamp"), col("value").mod(9).as("vehicle"), col("value").as("position"))
                .groupByKey((MapFunction<Row, Long>) r -> r.getLong(1), Encoders.LONG())
                .mapGroupsWithState( // expect: SS015 "Spark rejects the query at start()" "Add .withWatermark(\"<event time>\", \"<delay>\") before groupByKey(..)"
                        (MapGroupsWithStateFunction<Long, Row, Long, String>) VehiclePositionsJob::lastPosition,
                        Encoders.LONG(), Encoders.STRING(), GroupStateTimeout.EventTimeTimeout())
                .writeStream()
                .outputMode("update")
                .format("console")
                .start();
    }
}
