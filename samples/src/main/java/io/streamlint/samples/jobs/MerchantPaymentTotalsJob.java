package io.streamlint.samples.jobs;

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

import java.util.Map;

import static org.apache.spark.sql.functions.col;
import static org.apache.spark.sql.functions.count;
import static org.apache.spark.sql.functions.from_json;
import static org.apache.spark.sql.functions.max;
import static org.apache.spark.sql.functions.sum;
import static org.apache.spark.sql.functions.window;

/**
 * Settled payment totals per merchant and hour: payments topic → Delta table read by the finance
 * dashboards.
 *
 * <p>Streamlint sample, two errors in one first draft:
 * <ul>
 *   <li>SS001: an hourly window but no {@code withWatermark} at all, in append mode;</li>
 *   <li>SS003: {@code toTable(...)} with no {@code checkpointLocation}, and the session sets no default.</li>
 * </ul>
 * The Kafka options map does include {@code maxOffsetsPerTrigger}, so there is no SS002.
 *
 * <pre>
 * Usage: MerchantPaymentTotalsJob [bootstrapServers]
 * </pre>
 */
public final class MerchantPaymentTotalsJob {

    private static final StructType PAYMENT_SCHEMA = new StructType()
            .add("paymentId", DataTypes.StringType, false)
            .add("merchantId", DataTypes.StringType, false)
            .add("amount", DataTypes.createDecimalType(14, 2))
            .add("currency", DataTypes.StringType)
            .add("method", DataTypes.StringType)
            .add("status", DataTypes.StringType)
            .add("eventTime", DataTypes.TimestampType);

    private MerchantPaymentTotalsJob() {
    }

    public static void main(String[] args) throws Exception {
        String bootstrapServers = args.length > 0 ? args[0] : StreamingConstants.DEFAULT_BOOTSTRAP_SERVERS;

        SparkSession spark = SparkSessions.create("merchant-hourly-totals");

        Map<String, String> kafkaOptions = Map.of(
                "kafka.bootstrap.servers", bootstrapServers,
                "kafka.security.protocol", "SSL",
                "subscribe", StreamingConstants.TOPIC_PAYMENTS,
                "startingOffsets", "latest",
                "maxOffsetsPerTrigger", "250000");

        Dataset<Row> payments = spark.readStream()
                .format("kafka")
                .options(kafkaOptions)
                .load()
                .select(from_json(col("value").cast("string"), PAYMENT_SCHEMA).as("p"))
                .select("p.*");

        Dataset<Row> totals = payments
                .filter(col("status").equalTo("SETTLED"))
                .groupBy(col("merchantId"), col("currency"), window(col("eventTime"), "1 hour")) // expect: SS001
                .agg(
                        sum("amount").as("grossAmount"),
                        count("*").as("transactions"),
                        max("amount").as("largestPayment"))
                .select(
                        col("merchantId"),
                        col("currency"),
                        col("window.start").as("hourStart"),
                        col("grossAmount"),
                        col("transactions"),
                        col("largestPayment"));

        StreamingQuery query = totals.writeStream()
                .queryName("merchant-hourly-totals")
                .format("delta")
                .outputMode(OutputMode.Append())
                .trigger(Trigger.ProcessingTime("2 minutes"))
                .toTable(StreamingConstants.TABLE_MERCHANT_HOURLY_TOTALS); // expect: SS003

        // log.info("merchant-hourly-totals started: {}", query.id())
        query.awaitTermination();
    }
}
