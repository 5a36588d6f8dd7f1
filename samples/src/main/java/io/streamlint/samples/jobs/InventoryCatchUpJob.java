package io.streamlint.samples.jobs;

import io.streamlint.samples.common.KafkaSupport;
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

/**
 * A scheduled catch-up run (every hour, from the workflow scheduler): loads the stock movements published
 * since the last run into the lake, then stops. Its queries checkpoint under the session's checkpoint root.
 *
 * <p>Streamlint sample:
 * <ul>
 *   <li>SS032: {@code spark.streaming.kafka.maxRatePerPartition}, copied from the DStreams job this one
 *       replaced, limits nothing in Structured Streaming;</li>
 *   <li>SS033: {@code Trigger.Once()} ignores the source's {@code maxOffsetsPerTrigger}: after a missed
 *       schedule the run reads the whole backlog in one micro-batch;</li>
 *   <li>SS005: the movements query has no {@code queryName}, so each run checkpoints in a new random
 *       directory under the root and reloads the topic from {@code startingOffsets};</li>
 *   <li>not SS005: the reservations query is named, so its checkpoint is the same on every run.</li>
 * </ul>
 *
 * <pre>
 * Usage: InventoryCatchUpJob [bootstrapServers]
 * </pre>
 */
public final class InventoryCatchUpJob {

    private static final String TOPIC_STOCK_MOVEMENTS = "inventory.stock-movements.v1";
    private static final String TOPIC_RESERVATIONS = "inventory.reservations.v1";

    private static final StructType MOVEMENT_SCHEMA = new StructType()
            .add("sku", DataTypes.StringType, false)
            .add("warehouse_id", DataTypes.StringType, false)
            .add("quantity_delta", DataTypes.IntegerType, false)
            .add("moved_at", DataTypes.TimestampType, false);

    private InventoryCatchUpJob() {
    }

    public static void main(String[] args) throws Exception {
        String bootstrapServers = args.length > 0 ? args[0] : StreamingConstants.DEFAULT_BOOTSTRAP_SERVERS;

        SparkSession spark = SparkSessions.createWithCheckpointRoot("inventory-catch-up",
                StreamingConstants.CHECKPOINT_ROOT + "/inventory-catch-up");
        // Carried over from the DStreams version of this job.
        spark.conf().set("spark.streaming.kafka.maxRatePerPartition", "2000"); // expect: SS032

        Dataset<Row> movements = KafkaSupport.withSourceDefaults(spark.readStream().format("kafka"), bootstrapServers)
                .option("subscribe", TOPIC_STOCK_MOVEMENTS)
                .load()
                .select(from_json(col("value").cast("string"), MOVEMENT_SCHEMA).as("m"))
                .select("m.*");

        StreamingQuery movementsQuery = movements.writeStream()
                .format("delta")
                .trigger(Trigger.Once()) // expect: SS033
                .toTable("inventory.stock_movements"); // expect: SS005

        StreamingQuery reservationsQuery = KafkaSupport.withSourceDefaults(spark.readStream().format("kafka"), bootstrapServers)
                .option("subscribe", TOPIC_RESERVATIONS)
                .load()
                .selectExpr("CAST(key AS STRING) AS reservation_id", "CAST(value AS STRING) AS payload", "timestamp")
                .writeStream()
                .queryName("inventory-reservations")
                .format("delta")
                .trigger(Trigger.AvailableNow())
                .toTable("inventory.reservations_raw");

        movementsQuery.awaitTermination();
        reservationsQuery.awaitTermination();
    }
}
