package com.acme.streaming.sessions;

import static org.apache.spark.sql.functions.col;
import static org.apache.spark.sql.functions.count;
import static org.apache.spark.sql.functions.from_json;
import static org.apache.spark.sql.functions.session_window;

import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.types.DataTypes;
import org.apache.spark.sql.types.StructType;

/**
 * Builds the pipeline from small helper methods. The watermark is defined on the Kafka ingestion
 * timestamp, but the session window is over the app's own event time.
 */
public class UserSessionsPipeline {

    private static final StructType APP_EVENT_SCHEMA = new StructType()
            .add("userId", DataTypes.StringType)
            .add("screen", DataTypes.StringType)
            .add("occurredAt", DataTypes.TimestampType);

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("user-sessions").getOrCreate();
        Dataset<Row> events = readAppEvents(spark);
        Dataset<Row> sessions = sessionize(events);
        writeSessions(sessions);
        spark.streams().awaitAnyTermination();
    }

    static Dataset<Row> readAppEvents(SparkSession spark) {
        return spark.readStream()
                .format("kafka")
                .option("kafka.bootstrap.servers", "kafka-mobile:9092")
                .option("subscribe", "app.events")
                .option("maxOffsetsPerTrigger", 40000L)
                .load()
                .select(from_json(col("value").cast("string"), APP_EVENT_SCHEMA).as("e"), col("timestamp"))
                .select(col("e.userId").as("userId"), col("e.screen").as("screen"),
                        col("e.occurredAt").as("occurredAt"), col("timestamp").as("ingestedAt"))
                .withWatermark("ingestedAt", "10 minutes");
    }

    static Dataset<Row> sessionize(Dataset<Row> events) {
        return events
                .groupBy(col("userId"), session_window(col("occurredAt"), "30 minutes")) // expect: SS001 "none of its grouping keys carries an event-time watermark: Spark rejects the query at start()" "declare the watermark on the window's column (withWatermark(\"occurredAt\", \"<delay>\"))"
                .agg(count("screen").as("screens"));
    }

    static void writeSessions(Dataset<Row> sessions) throws Exception {
        sessions.writeStream()
                .format("delta")
                .option("checkpointLocation", "s3a://acme-mobile/checkpoints/user-sessions")
                .start("s3a://acme-mobile/silver/user_sessions");
    }
}
