package io.streamlint.samples.jobs;

import io.streamlint.samples.common.SparkSessions;
import io.streamlint.samples.common.StreamingConstants;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.streaming.StreamingQuery;
import org.apache.spark.sql.streaming.Trigger;
import org.apache.spark.sql.types.DataTypes;
import org.apache.spark.sql.types.StructType;

import static org.apache.spark.sql.functions.col;
import static org.apache.spark.sql.functions.from_json;
import static org.apache.spark.sql.functions.to_date;

/**
 * Raw archive of shipment tracking events: logistics topic → parquet, partitioned by event date, for the
 * carriers' SLA reports. Producers retry on timeouts, so the same event can arrive twice; duplicates are
 * dropped within the watermark.
 *
 * <p>Streamlint sample, clean: the checkpoint path is the {@code static final} constant
 * {@code StreamingConstants.SHIPMENT_ARCHIVE_CHECKPOINT}; the Kafka source takes its
 * {@code maxOffsetsPerTrigger} from a constant too. {@code dropDuplicatesWithinWatermark} is stateful but
 * not an aggregation, so append mode is fine.
 *
 * <pre>
 * Usage: ShipmentEventsArchiveJob [bootstrapServers]
 * </pre>
 */
public final class ShipmentEventsArchiveJob {

    private static final StructType SHIPMENT_EVENT_SCHEMA = new StructType()
            .add("eventId", DataTypes.StringType, false)
            .add("shipmentId", DataTypes.StringType, false)
            .add("carrier", DataTypes.StringType)
            .add("status", DataTypes.StringType)
            .add("facility", DataTypes.StringType)
            .add("latitude", DataTypes.DoubleType)
            .add("longitude", DataTypes.DoubleType)
            .add("eventTime", DataTypes.TimestampType);

    private ShipmentEventsArchiveJob() {
    }

    public static void main(String[] args) throws Exception {
        String bootstrapServers = args.length > 0 ? args[0] : StreamingConstants.DEFAULT_BOOTSTRAP_SERVERS;

        SparkSession spark = SparkSessions.create("shipment-events-archive");

        Dataset<Row> events = spark.readStream()
                .format("kafka")
                .option("kafka.bootstrap.servers", bootstrapServers)
                .option("subscribe", StreamingConstants.TOPIC_SHIPMENT_EVENTS)
                .option("startingOffsets", "latest")
                .option("maxOffsetsPerTrigger", StreamingConstants.DEFAULT_MAX_OFFSETS_PER_TRIGGER)
                .load()
                .select(from_json(col("value").cast("string"), SHIPMENT_EVENT_SCHEMA).as("e"))
                .select("e.*");

        Dataset<Row> deduplicated = events
                .withWatermark("eventTime", "2 hours")
                .dropDuplicatesWithinWatermark("eventId")
                .withColumn("eventDate", to_date(col("eventTime")));

        StreamingQuery query = deduplicated.writeStream()
                .queryName("shipment-events-archive")
                .format("parquet")
                .option("checkpointLocation", StreamingConstants.SHIPMENT_ARCHIVE_CHECKPOINT)
                .partitionBy("eventDate", "carrier")
                .trigger(Trigger.ProcessingTime("1 minute"))
                .start(StreamingConstants.SHIPMENT_ARCHIVE_PATH);

        // log.info("shipment-events-archive started: {}", query.id())
        query.awaitTermination();
    }
}
