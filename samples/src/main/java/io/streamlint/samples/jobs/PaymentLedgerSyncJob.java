package io.streamlint.samples.jobs;

import io.streamlint.samples.common.KafkaSupport;
import io.streamlint.samples.common.SparkSessions;
import io.streamlint.samples.common.StreamingConstants;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SaveMode;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.types.DataTypes;
import org.apache.spark.sql.types.StructType;

import java.util.Properties;

import static org.apache.spark.sql.functions.col;
import static org.apache.spark.sql.functions.from_json;

/**
 * Copies settled payments into the finance ledger database and keeps an audit copy in the lake.
 *
 * <p>Streamlint sample:
 * <ul>
 *   <li>SS029: {@code group.id} without the {@code kafka.} prefix is silently ignored;</li>
 *   <li>SS030: {@code failOnDataLoss=false} skips payments deleted by retention without failing;</li>
 *   <li>SS038: the ledger writer appends to JDBC without using the batch id (rows written twice when a batch
 *       is retried), and counts the batch before writing it without persisting it (two passes per batch);</li>
 *   <li>not SS038: the audit writer appends to Delta with {@code txnAppId}/{@code txnVersion}.</li>
 * </ul>
 *
 * <pre>
 * Usage: PaymentLedgerSyncJob [bootstrapServers] [ledgerJdbcUrl]
 * </pre>
 */
public final class PaymentLedgerSyncJob {

    private static final StructType PAYMENT_SCHEMA = new StructType()
            .add("paymentId", DataTypes.StringType, false)
            .add("merchantId", DataTypes.StringType, false)
            .add("amount", DataTypes.createDecimalType(18, 2))
            .add("currency", DataTypes.StringType)
            .add("status", DataTypes.StringType)
            .add("settledAt", DataTypes.TimestampType);

    private static final String LEDGER_TABLE = "finance.settled_payments";
    private static final String AUDIT_PATH = StreamingConstants.LAKE_ROOT + "/audit/settled_payments";

    private static String ledgerUrl = "jdbc:postgresql://ledger-db.finance.acme.internal:5432/ledger";

    private PaymentLedgerSyncJob() {
    }

    public static void main(String[] args) throws Exception {
        String bootstrapServers = args.length > 0 ? args[0] : StreamingConstants.DEFAULT_BOOTSTRAP_SERVERS;
        if (args.length > 1) {
            ledgerUrl = args[1];
        }
        SparkSession spark = SparkSessions.create("payment-ledger-sync");

        Dataset<Row> settled = KafkaSupport.withSourceDefaults(spark.readStream().format("kafka"), bootstrapServers)
                .option("subscribe", StreamingConstants.TOPIC_PAYMENTS)
                .option("group.id", "payment-ledger-sync") // expect: SS029
                .option("failOnDataLoss", "false") // expect: SS030
                .load()
                .select(from_json(col("value").cast("string"), PAYMENT_SCHEMA).as("p"))
                .select("p.*")
                .filter(col("status").equalTo("SETTLED"));

        settled.writeStream()
                .queryName("payment-ledger-sync")
                .option("checkpointLocation", StreamingConstants.CHECKPOINT_ROOT + "/payment-ledger-sync")
                .foreachBatch(PaymentLedgerSyncJob::writeLedger)
                .start();

        settled.writeStream()
                .queryName("payment-ledger-audit")
                .option("checkpointLocation", StreamingConstants.CHECKPOINT_ROOT + "/payment-ledger-audit")
                .foreachBatch(PaymentLedgerSyncJob::writeAudit)
                .start();

        spark.streams().awaitAnyTermination();
    }

    private static void writeLedger(Dataset<Row> payments, Long batchId) { // expect: SS038
        long rows = payments.count();
        System.out.println("ledger batch " + batchId + ": " + rows + " settled payments");
        Properties connection = new Properties();
        connection.setProperty("user", System.getenv("LEDGER_USER"));
        connection.setProperty("password", System.getenv("LEDGER_PASSWORD"));
        payments.write().mode(SaveMode.Append).jdbc(ledgerUrl, LEDGER_TABLE, connection); // expect: SS038
    }

    private static void writeAudit(Dataset<Row> payments, Long batchId) {
        payments.write()
                .format("delta")
                .option("txnAppId", "payment-ledger-audit")
                .option("txnVersion", batchId)
                .mode(SaveMode.Append)
                .save(AUDIT_PATH);
    }
}
