package io.streamlint.samples.jobs;

import io.streamlint.samples.common.KafkaSupport;
import io.streamlint.samples.common.SparkSessions;
import io.streamlint.samples.common.StreamingConstants;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.streaming.OutputMode;
import org.apache.spark.sql.streaming.StreamingQuery;
import org.apache.spark.sql.streaming.Trigger;
import org.apache.spark.sql.types.DataTypes;
import org.apache.spark.sql.types.StructType;

import java.util.HashMap;
import java.util.Map;

import static org.apache.spark.sql.functions.col;
import static org.apache.spark.sql.functions.count;
import static org.apache.spark.sql.functions.from_json;
import static org.apache.spark.sql.functions.max;
import static org.apache.spark.sql.functions.min;
import static org.apache.spark.sql.functions.struct;
import static org.apache.spark.sql.functions.sum;
import static org.apache.spark.sql.functions.to_json;
import static org.apache.spark.sql.functions.when;

/**
 * Running activity counters per user: clickstream topic → compacted Kafka topic consumed by the
 * personalisation service, which only needs the latest counters of each user.
 *
 * <p>Streamlint sample, clean for SS001–SS003: the per-user aggregation has no watermark, but it runs in
 * update mode, which Spark accepts (the state grows with the number of users; that is a different concern).
 * The Kafka source options come from a HashMap that includes {@code maxOffsetsPerTrigger}; the Kafka sink
 * has a checkpoint.
 *
 * <pre>
 * Usage: ClickstreamUserActivityJob [bootstrapServers] [checkpointPath] [maxOffsetsPerTrigger]
 * </pre>
 */
public final class ClickstreamUserActivityJob {

    private static final StructType CLICK_SCHEMA = new StructType()
            .add("eventId", DataTypes.StringType, false)
            .add("userId", DataTypes.StringType)
            .add("sessionId", DataTypes.StringType)
            .add("eventType", DataTypes.StringType)
            .add("pageUrl", DataTypes.StringType)
            .add("referrer", DataTypes.StringType)
            .add("userAgent", DataTypes.StringType)
            .add("eventTime", DataTypes.TimestampType);

    private ClickstreamUserActivityJob() {
    }

    public static void main(String[] args) throws Exception {
        String bootstrapServers = args.length > 0 ? args[0] : StreamingConstants.DEFAULT_BOOTSTRAP_SERVERS;
        String checkpointPath = args.length > 1 ? args[1] : StreamingConstants.CHECKPOINT_ROOT + "/user-activity";
        long maxOffsetsPerTrigger = args.length > 2 ? Long.parseLong(args[2]) : 1_000_000L;

        SparkSession spark = SparkSessions.create("user-activity-counters");

        Map<String, String> sourceOptions = new HashMap<>();
        sourceOptions.put("kafka.bootstrap.servers", bootstrapServers);
        sourceOptions.put("subscribe", StreamingConstants.TOPIC_CLICKSTREAM);
        sourceOptions.put("startingOffsets", "latest");
        sourceOptions.put("maxOffsetsPerTrigger", String.valueOf(maxOffsetsPerTrigger));
        // 12 partitions upstream but JSON parsing is the bottleneck: split them into more Spark tasks.
        sourceOptions.put("minPartitions", "48");

        Dataset<Row> clicks = spark.readStream()
                .format("kafka")
                .options(sourceOptions)
                .load()
                .select(from_json(col("value").cast("string"), CLICK_SCHEMA).as("e"))
                .select("e.*")
                .filter(col("userId").isNotNull());

        Dataset<Row> perUser = clicks
                .groupBy(col("userId"))
                .agg(
                        count("*").as("events"),
                        sum(when(col("eventType").equalTo("page_view"), 1).otherwise(0)).as("pageViews"),
                        sum(when(col("eventType").equalTo("add_to_cart"), 1).otherwise(0)).as("addToCarts"),
                        sum(when(col("eventType").equalTo("checkout"), 1).otherwise(0)).as("checkouts"),
                        min("eventTime").as("firstSeen"),
                        max("eventTime").as("lastSeen"));

        StreamingQuery query = perUser
                .select(col("userId").as("key"), to_json(struct(col("*"))).as("value"))
                .writeStream()
                .queryName("user-activity-counters")
                .format("kafka")
                .options(KafkaSupport.producerOptions(bootstrapServers))
                .option("topic", StreamingConstants.TOPIC_USER_ACTIVITY)
                .option("checkpointLocation", checkpointPath)
                .outputMode(OutputMode.Update())
                .trigger(Trigger.ProcessingTime("30 seconds"))
                .start();

        // log.info("user-activity-counters started: {}", query.id())
        query.awaitTermination();
    }
}
