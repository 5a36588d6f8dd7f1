package io.streamlint.samples.jobs;

import io.streamlint.samples.common.KafkaSupport;
import io.streamlint.samples.common.SparkSessions;
import io.streamlint.samples.common.StreamingConstants;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.streaming.DataStreamReader;
import org.apache.spark.sql.streaming.StreamingQuery;
import org.apache.spark.sql.streaming.Trigger;
import org.apache.spark.sql.types.DataTypes;
import org.apache.spark.sql.types.StructType;

import static org.apache.spark.sql.functions.broadcast;
import static org.apache.spark.sql.functions.col;
import static org.apache.spark.sql.functions.explode;
import static org.apache.spark.sql.functions.from_json;
import static org.apache.spark.sql.functions.struct;
import static org.apache.spark.sql.functions.to_json;

/**
 * Enriches order lines with product data: orders topic → one record per order line, joined with the product
 * catalog → enriched-orders topic (read by the warehouse and the margin dashboards).
 *
 * <p>Streamlint sample:
 * <ul>
 *   <li>SS003: the Kafka sink is started without {@code checkpointLocation}, and the session (from
 *       {@code SparkSessions.create}) sets no default: Spark refuses to start it;</li>
 *   <li>not SS002: {@code maxOffsetsPerTrigger} is set by {@code KafkaSupport.withSourceDefaults}.</li>
 * </ul>
 *
 * <pre>
 * Usage: OrderEnrichmentJob [bootstrapServers]
 * </pre>
 */
public final class OrderEnrichmentJob {

    private static final StructType ORDER_LINE_SCHEMA = new StructType()
            .add("sku", DataTypes.StringType, false)
            .add("quantity", DataTypes.IntegerType)
            .add("unitPriceEur", DataTypes.createDecimalType(10, 2));

    private static final StructType ORDER_SCHEMA = new StructType()
            .add("orderId", DataTypes.StringType, false)
            .add("customerId", DataTypes.StringType)
            .add("country", DataTypes.StringType)
            .add("lines", DataTypes.createArrayType(ORDER_LINE_SCHEMA))
            .add("eventTime", DataTypes.TimestampType);

    private OrderEnrichmentJob() {
    }

    public static void main(String[] args) throws Exception {
        String bootstrapServers = args.length > 0 ? args[0] : StreamingConstants.DEFAULT_BOOTSTRAP_SERVERS;

        SparkSession spark = SparkSessions.create("orders-enrichment");

        // Static side, read once at start: the catalog changes nightly and the job restarts after the export.
        Dataset<Row> catalog = spark.read()
                .parquet(StreamingConstants.PRODUCT_CATALOG_PATH)
                .select(col("sku"), col("productName"), col("category"), col("brand"), col("unitCostEur"));

        DataStreamReader ordersReader = spark.readStream()
                .format("kafka")
                .option("subscribe", StreamingConstants.TOPIC_ORDERS)
                .option("startingOffsets", "latest");

        Dataset<Row> orderLines = KafkaSupport.withSourceDefaults(ordersReader, bootstrapServers)
                .load()
                .select(from_json(col("value").cast("string"), ORDER_SCHEMA).as("o"))
                .select(col("o.orderId"), col("o.customerId"), col("o.country"), col("o.eventTime"),
                        explode(col("o.lines")).as("line"))
                .select(col("orderId"), col("customerId"), col("country"), col("eventTime"),
                        col("line.sku").as("sku"), col("line.quantity").as("quantity"),
                        col("line.unitPriceEur").as("unitPriceEur"));

        // Unknown SKUs (new products not yet exported) are kept with null product fields.
        Dataset<Row> enriched = orderLines
                .join(broadcast(catalog), new String[] {"sku"}, "left_outer")
                .withColumn("marginEur",
                        col("unitPriceEur").minus(col("unitCostEur")).multiply(col("quantity")));

        StreamingQuery query = enriched
                .select(col("orderId").as("key"), to_json(struct(col("*"))).as("value"))
                .writeStream()
                .queryName("orders-enrichment")
                .format("kafka")
                .option("kafka.bootstrap.servers", bootstrapServers)
                .option("kafka.security.protocol", "SSL")
                .option("topic", StreamingConstants.TOPIC_ORDERS_ENRICHED)
                .trigger(Trigger.ProcessingTime("15 seconds"))
                .start(); // expect: SS003

        // log.info("orders-enrichment started: {}", query.id())
        query.awaitTermination();
    }
}
