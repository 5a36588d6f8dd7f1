package io.streamlint.samples.jobs;

import io.streamlint.samples.common.KafkaSupport;
import io.streamlint.samples.common.SparkSessions;
import io.streamlint.samples.common.StreamingConstants;
import org.apache.spark.api.java.function.MapFunction;
import org.apache.spark.api.java.function.MapGroupsWithStateFunction;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Encoders;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.streaming.GroupState;
import org.apache.spark.sql.streaming.GroupStateTimeout;

import java.io.Serializable;
import java.sql.Timestamp;
import java.util.Iterator;

/**
 * When each device was last seen, kept in state per device and written to an in-memory table that the
 * support console queries.
 *
 * <p>Streamlint sample, SS016: {@code mapGroupsWithState} emits one row per device and trigger, which only
 * update output mode can express; the query is written in append mode (the default) and Spark rejects it at
 * {@code start()}.
 */
public final class DeviceLastSeenJob {

    /** The state and the output row: one device's last heartbeat. */
    public static class LastSeen implements Serializable {
        private String deviceId;
        private Timestamp lastSeen;
        private long heartbeats;

        public String getDeviceId() {
            return deviceId;
        }

        public void setDeviceId(String deviceId) {
            this.deviceId = deviceId;
        }

        public Timestamp getLastSeen() {
            return lastSeen;
        }

        public void setLastSeen(Timestamp lastSeen) {
            this.lastSeen = lastSeen;
        }

        public long getHeartbeats() {
            return heartbeats;
        }

        public void setHeartbeats(long heartbeats) {
            this.heartbeats = heartbeats;
        }
    }

    private DeviceLastSeenJob() {
    }

    static LastSeen track(String deviceId, Iterator<Row> heartbeats, GroupState<LastSeen> state) {
        LastSeen seen = state.exists() ? state.get() : new LastSeen();
        seen.setDeviceId(deviceId);
        while (heartbeats.hasNext()) {
            Timestamp at = heartbeats.next().getAs("timestamp");
            if (seen.getLastSeen() == null || at.after(seen.getLastSeen())) {
                seen.setLastSeen(at);
            }
            seen.setHeartbeats(seen.getHeartbeats() + 1);
        }
        state.update(seen);
        return seen;
    }

    public static void main(String[] args) throws Exception {
        String bootstrapServers = args.length > 0 ? args[0] : StreamingConstants.DEFAULT_BOOTSTRAP_SERVERS;
        SparkSession spark = SparkSessions.create("device-last-seen");

        Dataset<Row> heartbeats = KafkaSupport.withSourceDefaults(spark.readStream().format("kafka"), bootstrapServers)
                .option("subscribe", "iot.heartbeats.v1")
                .load()
                .selectExpr("CAST(key AS STRING) AS deviceId", "timestamp");

        Dataset<LastSeen> lastSeen = heartbeats
                .groupByKey((MapFunction<Row, String>) row -> row.getAs("deviceId"), Encoders.STRING())
                .mapGroupsWithState(
                        (MapGroupsWithStateFunction<String, Row, LastSeen, LastSeen>) DeviceLastSeenJob::track,
                        Encoders.bean(LastSeen.class),
                        Encoders.bean(LastSeen.class),
                        GroupStateTimeout.NoTimeout());

        lastSeen.writeStream()
                .queryName("device_last_seen")
                .format("memory")
                .start() // expect: SS016
                .awaitTermination();
    }
}
