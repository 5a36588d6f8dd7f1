package io.streamlint.samples.jobs;

import io.streamlint.samples.common.SparkSessions;
import io.streamlint.samples.common.StreamingConstants;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;

import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Collectors;

import static org.apache.spark.sql.functions.col;
import static org.apache.spark.sql.functions.to_date;

/**
 * One-off backfill after an outage: copies given Kafka partitions, from given offsets up to the latest
 * offset, into the raw Delta table. A batch job: it reads with {@code spark.read()}, not {@code readStream()}.
 *
 * <p>Streamlint sample, clean: a batch Kafka read is bounded by {@code endingOffsets} and has no triggers,
 * so it needs no {@code maxOffsetsPerTrigger}; the {@code groupingBy} is {@code java.util.stream} on the
 * command-line arguments, not a Spark aggregation.
 *
 * <pre>
 * Usage: KafkaTopicBackfillJob bootstrapServers topic:partition:offset [topic:partition:offset ...]
 *   e.g. KafkaTopicBackfillJob $BROKERS commerce.orders.v1:0:1200345 commerce.orders.v1:1:1199870
 * </pre>
 */
public final class KafkaTopicBackfillJob {

    /** One partition to copy and the first offset to copy from. */
    record PartitionStart(String topic, int partition, long offset) {

        static PartitionStart parse(String spec) {
            String[] parts = spec.split(":");
            if (parts.length != 3) {
                throw new IllegalArgumentException("expected topic:partition:offset, got " + spec);
            }
            return new PartitionStart(parts[0], Integer.parseInt(parts[1]), Long.parseLong(parts[2]));
        }
    }

    private KafkaTopicBackfillJob() {
    }

    public static void main(String[] args) {
        if (args.length < 2) {
            System.err.println("Usage: KafkaTopicBackfillJob bootstrapServers topic:partition:offset...");
            System.exit(2);
        }
        String bootstrapServers = args[0];
        List<PartitionStart> starts = Arrays.stream(args, 1, args.length)
                .map(PartitionStart::parse)
                .toList();

        // Spark wants {"topic":[0,1]} for assign and {"topic":{"0":123,"1":456}} for startingOffsets.
        Map<String, List<PartitionStart>> byTopic = starts.stream()
                .collect(Collectors.groupingBy(PartitionStart::topic, TreeMap::new, Collectors.toList()));
        String assign = toJson(byTopic, false);
        String startingOffsets = toJson(byTopic, true);
        // log.info("backfilling {} partitions of {} topics: {}", starts.size(), byTopic.size(), startingOffsets)

        SparkSession spark = SparkSessions.create("kafka-backfill");

        Dataset<Row> raw = spark.read()
                .format("kafka")
                .option("kafka.bootstrap.servers", bootstrapServers)
                .option("kafka.security.protocol", "SSL")
                .option("assign", assign)
                .option("startingOffsets", startingOffsets)
                .option("endingOffsets", "latest")
                .load();

        raw.select(
                        col("topic"),
                        col("partition"),
                        col("offset"),
                        col("timestamp"),
                        col("key").cast("string").as("key"),
                        col("value").cast("string").as("json"),
                        to_date(col("timestamp")).as("ingestDate"))
                .write()
                .format("delta")
                .mode("append")
                .partitionBy("topic", "ingestDate")
                .saveAsTable(StreamingConstants.TABLE_KAFKA_BACKFILL);

        spark.stop();
    }

    private static String toJson(Map<String, List<PartitionStart>> byTopic, boolean withOffsets) {
        return byTopic.entrySet().stream()
                .map(topic -> "\"" + topic.getKey() + "\":" + (withOffsets
                        ? topic.getValue().stream()
                                .map(p -> "\"" + p.partition() + "\":" + p.offset())
                                .collect(Collectors.joining(",", "{", "}"))
                        : topic.getValue().stream()
                                .map(p -> String.valueOf(p.partition()))
                                .collect(Collectors.joining(",", "[", "]"))))
                .collect(Collectors.joining(",", "{", "}"));
    }
}
