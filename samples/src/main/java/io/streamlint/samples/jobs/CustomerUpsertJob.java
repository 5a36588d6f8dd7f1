package io.streamlint.samples.jobs;

import io.delta.tables.DeltaTable;
import io.streamlint.samples.common.SparkSessions;
import io.streamlint.samples.common.StreamingConstants;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.streaming.StreamingQuery;
import org.apache.spark.sql.streaming.Trigger;
import org.apache.spark.sql.types.DataTypes;
import org.apache.spark.sql.types.StructType;
import org.apache.spark.storage.StorageLevel;

import java.util.HashMap;
import java.util.Map;

import static org.apache.spark.sql.functions.col;
import static org.apache.spark.sql.functions.from_json;
import static org.apache.spark.sql.functions.lit;
import static org.apache.spark.sql.functions.max_by;
import static org.apache.spark.sql.functions.struct;

/**
 * Keeps the {@code crm.customers} Delta table in sync with the CRM's change-data-capture topic: each
 * micro-batch is MERGEd into the table in {@code foreachBatch}.
 *
 * <p>Streamlint sample:
 * <ul>
 *   <li>SS002: the Kafka source reads a compacted topic from {@code earliest} with no
 *       {@code maxOffsetsPerTrigger}, so the first batch is the whole topic;</li>
 *   <li>not SS001: the {@code groupBy} runs inside {@code foreachBatch}, on a batch Dataset;</li>
 *   <li>not SS003: Spark does not require a checkpoint for a {@code foreachBatch} sink;</li>
 *   <li>SS004: but without one it runs on a temporary checkpoint, so every restart reloads the whole
 *       compacted topic from {@code earliest}.</li>
 * </ul>
 *
 * <pre>
 * Usage: CustomerUpsertJob [bootstrapServers]
 * </pre>
 */
public final class CustomerUpsertJob {

    private static final StructType CHANGE_SCHEMA = new StructType()
            .add("op", DataTypes.StringType, false) // c = create, u = update, d = delete
            .add("customer_id", DataTypes.LongType, false)
            .add("email", DataTypes.StringType)
            .add("full_name", DataTypes.StringType)
            .add("tier", DataTypes.StringType)
            .add("updated_at", DataTypes.TimestampType);

    private static final Map<String, String> CUSTOMER_COLUMNS = Map.of(
            "customer_id", "s.customer_id",
            "email", "s.email",
            "full_name", "s.full_name",
            "tier", "s.tier",
            "updated_at", "s.updated_at");

    private CustomerUpsertJob() {
    }

    public static void main(String[] args) throws Exception {
        String bootstrapServers = args.length > 0 ? args[0] : StreamingConstants.DEFAULT_BOOTSTRAP_SERVERS;

        SparkSession spark = SparkSessions.create("customers-upsert");

        Map<String, String> kafkaOptions = new HashMap<>();
        kafkaOptions.put("kafka.bootstrap.servers", bootstrapServers);
        kafkaOptions.put("kafka.security.protocol", "SSL");
        kafkaOptions.put("subscribe", StreamingConstants.TOPIC_CUSTOMERS_CDC);
        // The topic is compacted: start from the beginning to load every customer once.
        kafkaOptions.put("startingOffsets", "earliest");

        Dataset<Row> changes = spark.readStream()
                .format("kafka") // expect: SS002
                .options(kafkaOptions)
                .load()
                .select(from_json(col("value").cast("string"), CHANGE_SCHEMA).as("c"))
                .select("c.*");

        StreamingQuery query = changes.writeStream()
                .queryName("customers-upsert")
                .foreachBatch(CustomerUpsertJob::upsertBatch)
                .trigger(Trigger.ProcessingTime("1 minute"))
                .start(); // expect: SS004

        // log.info("customers-upsert started: {}", query.id())
        query.awaitTermination();
    }

    /** Applies one micro-batch of changes; safe to replay (MERGE is idempotent, the changelog uses txnVersion). */
    static void upsertBatch(Dataset<Row> batch, Long batchId) {
        if (batch.isEmpty()) {
            return;
        }
        batch.persist(StorageLevel.MEMORY_AND_DISK());
        try {
            // A customer can change several times within one batch: keep only the newest change per key.
            Dataset<Row> latest = batch
                    .groupBy(col("customer_id"))
                    .agg(max_by(struct(col("*")), col("updated_at")).as("latest"))
                    .select("latest.*");

            DeltaTable.forName(batch.sparkSession(), StreamingConstants.TABLE_CUSTOMERS)
                    .as("t")
                    .merge(latest.as("s"), "t.customer_id = s.customer_id")
                    .whenMatched("s.op = 'd'").delete()
                    .whenMatched("s.updated_at >= t.updated_at").updateExpr(CUSTOMER_COLUMNS)
                    .whenNotMatched("s.op <> 'd'").insertExpr(CUSTOMER_COLUMNS)
                    .execute();

            // Raw changes for the CRM audit; txnAppId/txnVersion turn a replayed batch into a no-op.
            batch.withColumn("batch_id", lit(batchId))
                    .write()
                    .format("delta")
                    .mode("append")
                    .option("txnAppId", "customers-upsert")
                    .option("txnVersion", batchId)
                    .saveAsTable(StreamingConstants.TABLE_CUSTOMERS_CHANGELOG);
            // log.info("batch {}: merged {} customers", batchId, latest.count())
        } finally {
            batch.unpersist();
        }
    }
}
