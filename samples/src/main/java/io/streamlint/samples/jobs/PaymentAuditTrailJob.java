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
import static org.apache.spark.sql.functions.current_timestamp;
import static org.apache.spark.sql.functions.from_json;
import static org.apache.spark.sql.functions.sha2;
import static org.apache.spark.sql.functions.to_date;

/**
 * Append-only audit trail of every payment event, for compliance: payments topic → Delta table. Scheduled
 * every 15 minutes by the orchestrator; each run drains what is available and stops.
 *
 * <p>Streamlint sample, clean: the query sets no {@code checkpointLocation} itself, but its session comes
 * from {@code SparkSessions.createWithCheckpointRoot}, which sets {@code spark.sql.streaming.checkpointLocation};
 * Spark then checkpoints under {@code <root>/payments-audit-trail} (the query name). The Kafka source has a
 * {@code maxOffsetsPerTrigger}, which {@code Trigger.AvailableNow()} honours.
 *
 * <pre>
 * Usage: PaymentAuditTrailJob [bootstrapServers] [checkpointRoot]
 * </pre>
 */
public final class PaymentAuditTrailJob {

    private static final StructType PAYMENT_SCHEMA = new StructType()
            .add("paymentId", DataTypes.StringType, false)
            .add("merchantId", DataTypes.StringType, false)
            .add("cardNumber", DataTypes.StringType)
            .add("amount", DataTypes.createDecimalType(14, 2))
            .add("currency", DataTypes.StringType)
            .add("method", DataTypes.StringType)
            .add("status", DataTypes.StringType)
            .add("eventTime", DataTypes.TimestampType);

    private PaymentAuditTrailJob() {
    }

    public static void main(String[] args) throws Exception {
        String bootstrapServers = args.length > 0 ? args[0] : StreamingConstants.DEFAULT_BOOTSTRAP_SERVERS;
        String checkpointRoot = args.length > 1 ? args[1] : StreamingConstants.CHECKPOINT_ROOT + "/payments";

        SparkSession spark = SparkSessions.createWithCheckpointRoot("payments-audit-trail", checkpointRoot);

        Dataset<Row> payments = spark.readStream()
                .format("kafka")
                .option("kafka.bootstrap.servers", bootstrapServers)
                .option("kafka.security.protocol", "SSL")
                .option("subscribe", StreamingConstants.TOPIC_PAYMENTS)
                .option("startingOffsets", "earliest")
                .option("maxOffsetsPerTrigger", 2_000_000L)
                .load();

        Dataset<Row> audit = payments
                .select(
                        from_json(col("value").cast("string"), PAYMENT_SCHEMA).as("p"),
                        col("partition").as("kafkaPartition"),
                        col("offset").as("kafkaOffset"))
                .select("p.*", "kafkaPartition", "kafkaOffset")
                // PCI: the card number never reaches the lake in clear text.
                .withColumn("cardNumberHash", sha2(col("cardNumber"), 256))
                .drop("cardNumber")
                .withColumn("eventDate", to_date(col("eventTime")))
                .withColumn("auditedAt", current_timestamp());

        StreamingQuery query = audit.writeStream()
                .queryName("payments-audit-trail")
                .format("delta")
                .outputMode("append")
                .partitionBy("eventDate")
                .trigger(Trigger.AvailableNow())
                .toTable(StreamingConstants.TABLE_PAYMENT_AUDIT);

        // Returns once everything available at start has been written.
        query.awaitTermination();
        // log.info("payments-audit-trail done: {}", query.lastProgress())
        spark.stop();
    }
}
