package com.acme.streaming.video;

import static org.apache.spark.sql.functions.col;
import static org.apache.spark.sql.functions.count;
import static org.apache.spark.sql.functions.from_json;
import static org.apache.spark.sql.functions.session_window;
import static org.apache.spark.sql.functions.sum;

import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.types.DataTypes;
import org.apache.spark.sql.types.StructType;

/** Viewing sessions per viewer; the stream is kept in a field and the watermark added by reassignment. */
public class ViewingSessionsJob {

    private static final String EVENT_TIME = "heartbeatAt";
    private static final String LATENESS = "15 minutes";

    private final SparkSession spark;
    private Dataset<Row> heartbeats;

    ViewingSessionsJob(SparkSession spark) {
        this.spark = spark;
    }

    void readHeartbeats() {
        StructType heartbeatSchema = new StructType()
                .add("viewerId", DataTypes.StringType)
                .add("titleId", DataTypes.StringType)
                .add("watchedSeconds", DataTypes.IntegerType)
                .add(EVENT_TIME, DataTypes.TimestampType);
        heartbeats = spark.readStream()
                .format("kafka")
                .option("kafka.bootstrap.servers", "kafka-video:9092")
                .option("subscribe", "player.heartbeats")
                .option("maxOffsetsPerTrigger", 250000L)
                .load()
                .select(from_json(col("value").cast("string"), heartbeatSchema).as("hb"))
                .select("hb.*");
        heartbeats = heartbeats.withWatermark(EVENT_TIME, LATENESS);
    }

    void startSessions() throws Exception {
        Dataset<Row> sessions = heartbeats
                .groupBy(session_window(col(EVENT_TIME), "30 minutes").as("session"), col("viewerId"))
                .agg(sum("watchedSeconds").as("watchedSeconds"), count("titleId").as("heartbeats"));
        sessions.writeStream()
                .format("delta")
                .option("checkpointLocation", "s3a://acme-video/checkpoints/viewing-sessions")
                .toTable("video.viewing_sessions");
    }

    public static void main(String[] args) throws Exception {
        ViewingSessionsJob job = new ViewingSessionsJob(SparkSession.builder().appName("viewing-sessions").getOrCreate());
        job.readHeartbeats();
        job.startSessions();
        job.spark.streams().awaitAnyTermination();
    }
}
