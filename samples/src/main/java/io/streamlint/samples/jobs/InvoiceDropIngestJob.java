package io.streamlint.samples.jobs;

import io.streamlint.samples.common.SparkSessions;
import io.streamlint.samples.common.StreamingConstants;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.streaming.Trigger;
import org.apache.spark.sql.types.DataTypes;
import org.apache.spark.sql.types.StructType;

/**
 * Lands the invoice files suppliers drop over SFTP (CSV) and the e-invoicing gateway's JSON exports into
 * bronze Delta tables.
 *
 * <p>Streamlint sample:
 * <ul>
 *   <li>SS042: the CSV drop is read with no {@code maxFilesPerTrigger}: the first run, and the first batch after
 *       an outage, reads every file in the drop directory at once;</li>
 *   <li>not SS042: the gateway export caps each micro-batch at 200 files.</li>
 * </ul>
 */
public final class InvoiceDropIngestJob {

    private static final StructType INVOICE_SCHEMA = new StructType()
            .add("invoiceId", DataTypes.StringType, false)
            .add("supplierId", DataTypes.StringType, false)
            .add("amount", DataTypes.createDecimalType(18, 2))
            .add("issuedOn", DataTypes.DateType);

    private static final String SUPPLIER_DROP = "s3a://acme-landing/suppliers/invoices/";
    private static final String GATEWAY_EXPORT = "s3a://acme-landing/e-invoicing/export/";
    private static final int GATEWAY_FILES_PER_BATCH = 200;

    private InvoiceDropIngestJob() {
    }

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSessions.create("invoice-drop-ingest");

        Dataset<Row> supplierInvoices = spark.readStream()
                .schema(INVOICE_SCHEMA)
                .option("header", "true")
                .csv(SUPPLIER_DROP); // expect: SS042

        Dataset<Row> gatewayInvoices = spark.readStream()
                .schema(INVOICE_SCHEMA)
                .option("maxFilesPerTrigger", GATEWAY_FILES_PER_BATCH)
                .json(GATEWAY_EXPORT);

        supplierInvoices.writeStream()
                .queryName("supplier-invoices")
                .format("delta")
                .option("checkpointLocation", StreamingConstants.CHECKPOINT_ROOT + "/supplier-invoices")
                .trigger(Trigger.ProcessingTime("5 minutes"))
                .toTable("bronze.supplier_invoices");

        gatewayInvoices.writeStream()
                .queryName("gateway-invoices")
                .format("delta")
                .option("checkpointLocation", StreamingConstants.CHECKPOINT_ROOT + "/gateway-invoices")
                .trigger(Trigger.ProcessingTime("5 minutes"))
                .toTable("bronze.gateway_invoices");

        spark.streams().awaitAnyTermination();
    }
}
