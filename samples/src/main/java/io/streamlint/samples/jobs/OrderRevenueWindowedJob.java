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
import static org.apache.spark.sql.functions.count;
import static org.apache.spark.sql.functions.from_json;
import static org.apache.spark.sql.functions.sum;
import static org.apache.spark.sql.functions.window;

/**
 * Revenue per country in 5-minute event-time windows: orders topic → Delta (gold layer).
 *
 * <p>Each window is written once, when the watermark passes its end, so downstream readers of the Delta
 * table never see a partial window.
 *
 * <p>Streamlint sample, clean: the window's time column is the watermarked column, the sink has a
 * checkpoint and the Kafka source a {@code maxOffsetsPerTrigger}.
 *
 * <pre>
 * Usage: OrderRevenueWindowedJob [bootstrapServers] [outputPath] [checkpointPath] [maxOffsetsPerTrigger]
 * </pre>
 */
public final class OrderRevenueWindowedJob {

    private static final StructType ORDER_SCHEMA = new StructType()
            .add("orderId", DataTypes.StringType, false)
            .add("customerId", DataTypes.StringType)
            .add("country", DataTypes.StringType)
            .add("currency", DataTypes.StringType)
            .add("totalAmountEur", DataTypes.createDecimalType(12, 2))
            .add("status", DataTypes.StringType)
            .add("eventTime", DataTypes.TimestampType);

    private static final String WINDOW_DURATION = "5 minutes";
    /** Orders from the mobile apps arrive up to ~8 minutes late after reconnecting. */
    private static final String ALLOWED_LATENESS = "10 minutes";

    private OrderRevenueWindowedJob() {
    }

    public static void main(String[] args) throws Exception {
        String bootstrapServers = args.length > 0 ? args[0] : StreamingConstants.DEFAULT_BOOTSTRAP_SERVERS;
        String outputPath = args.length > 1 ? args[1] : StreamingConstants.LAKE_ROOT + "/gold/order_revenue_5m";
        String checkpointPath = args.length > 2 ? args[2] : StreamingConstants.CHECKPOINT_ROOT + "/order-revenue-5m";
        long maxOffsetsPerTrigger = args.length > 3
                ? Long.parseLong(args[3])
                : StreamingConstants.DEFAULT_MAX_OFFSETS_PER_TRIGGER;

        SparkSession spark = SparkSessions.create("order-revenue-5m");

        Dataset<Row> orders = spark.readStream()
                .format("kafka")
                .option("kafka.bootstrap.servers", bootstrapServers)
                .option("subscribe", StreamingConstants.TOPIC_ORDERS)
                .option("startingOffsets", "latest")
                .option("maxOffsetsPerTrigger", maxOffsetsPerTrigger)
                .load()
                .select(from_json(col("value").cast("string"), ORDER_SCHEMA).as("order"))
                .select("order.*")
                .filter(col("status").isin("PLACED", "PAID"));

        Dataset<Row> revenue = orders
                .withWatermark("eventTime", ALLOWED_LATENESS)
                .groupBy(window(col("eventTime"), WINDOW_DURATION), col("country"))
                .agg(
                        sum("totalAmountEur").as("revenueEur"),
                        count("*").as("orders"))
                .select(
                        col("window.start").as("windowStart"),
                        col("window.end").as("windowEnd"),
                        col("country"),
                        col("revenueEur"),
                        col("orders"));

        StreamingQuery query = revenue.writeStream()
                .queryName("order-revenue-5m")
                .format("delta")
                .outputMode("append")
                .option("checkpointLocation", checkpointPath)
                .trigger(Trigger.ProcessingTime("1 minute"))
                .start(outputPath);

        // log.info("Started {} (id {}), writing to {}", query.name(), query.id(), outputPath)
        query.awaitTermination();
    }
}
