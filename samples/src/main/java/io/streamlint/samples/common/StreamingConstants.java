package io.streamlint.samples.common;

/**
 * Shared names and defaults for the streaming jobs: Kafka cluster, topics, lake locations and checkpoints.
 *
 * <p>Jobs take overrides from their command-line arguments; these are the production defaults.
 */
public final class StreamingConstants {

    // ---- Kafka -------------------------------------------------------------------------------------------

    /** Production brokers; the jobs accept an override as their first argument. */
    public static final String DEFAULT_BOOTSTRAP_SERVERS =
            "kafka-1.data.acme.internal:9092,kafka-2.data.acme.internal:9092,kafka-3.data.acme.internal:9092";

    /**
     * Upper bound on records read per micro-batch across all partitions. Sized so that a 6 h backlog on the
     * busiest topic drains in batches of a few minutes instead of one giant first batch.
     */
    public static final long DEFAULT_MAX_OFFSETS_PER_TRIGGER = 500_000L;

    public static final String TOPIC_ORDERS = "commerce.orders.v1";
    public static final String TOPIC_ORDERS_ENRICHED = "commerce.orders-enriched.v1";
    public static final String TOPIC_PAYMENTS = "payments.transactions.v2";
    public static final String TOPIC_CLICKSTREAM = "web.clickstream.v3";
    public static final String TOPIC_USER_ACTIVITY = "web.user-activity.v1";
    public static final String TOPIC_SENSOR_READINGS = "iot.sensor-readings.v1";
    public static final String TOPIC_CUSTOMERS_CDC = "cdc.crm.customers";
    public static final String TOPIC_SHIPMENT_EVENTS = "logistics.shipment-events.v1";

    // ---- Lake ----------------------------------------------------------------------------------------------

    public static final String LAKE_ROOT = "s3a://acme-lake";
    public static final String CHECKPOINT_ROOT = "s3a://acme-streaming/checkpoints";

    /** Reference data refreshed nightly by the product team's batch export. */
    public static final String PRODUCT_CATALOG_PATH = LAKE_ROOT + "/reference/product_catalog";

    public static final String SHIPMENT_ARCHIVE_PATH = LAKE_ROOT + "/raw/shipment_events";

    /** Checkpoint of {@code ShipmentEventsArchiveJob}; one directory per query, never shared. */
    public static final String SHIPMENT_ARCHIVE_CHECKPOINT = CHECKPOINT_ROOT + "/shipment-events-archive";

    // ---- Tables ------------------------------------------------------------------------------------------

    public static final String TABLE_CUSTOMERS = "crm.customers";
    public static final String TABLE_CUSTOMERS_CHANGELOG = "crm.customers_changelog";
    public static final String TABLE_MERCHANT_HOURLY_TOTALS = "payments.merchant_hourly_totals";
    public static final String TABLE_PAYMENT_AUDIT = "payments.audit_trail";
    public static final String TABLE_KAFKA_BACKFILL = "raw.kafka_backfill";

    private StreamingConstants() {
    }
}
