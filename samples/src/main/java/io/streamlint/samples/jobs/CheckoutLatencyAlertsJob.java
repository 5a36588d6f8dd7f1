package io.streamlint.samples.jobs;

import io.streamlint.samples.common.KafkaSupport;
import io.streamlint.samples.common.SparkSessions;
import io.streamlint.samples.common.StreamingConstants;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.streaming.Trigger;
import org.apache.spark.sql.types.DataTypes;
import org.apache.spark.sql.types.StructType;

import static org.apache.spark.sql.functions.col;
import static org.apache.spark.sql.functions.from_json;
import static org.apache.spark.sql.functions.struct;
import static org.apache.spark.sql.functions.to_json;

/**
 * Checkout latency alerts with millisecond latency, using the continuous trigger.
 *
 * <p>Streamlint sample, SS022: the first query (a map-only filter to Kafka) is what continuous processing
 * supports. The second counts slow checkouts per region: an aggregation, which continuous processing does not
 * support, so Spark rejects it at {@code start()}.
 */
public final class CheckoutLatencyAlertsJob {

    private static final StructType CHECKOUT = new StructType()
            .add("checkoutId", DataTypes.StringType)
            .add("region", DataTypes.StringType)
            .add("latencyMs", DataTypes.LongType);

    private CheckoutLatencyAlertsJob() {
    }

    public static void main(String[] args) throws Exception {
        String bootstrapServers = args.length > 0 ? args[0] : StreamingConstants.DEFAULT_BOOTSTRAP_SERVERS;
        SparkSession spark = SparkSessions.create("checkout-latency-alerts");

        Dataset<Row> slow = KafkaSupport.withSourceDefaults(spark.readStream().format("kafka"), bootstrapServers)
                .option("subscribe", "web.checkout-timings.v1")
                .load()
                .select(from_json(col("value").cast("string"), CHECKOUT).as("c"))
                .select("c.*")
                .filter(col("latencyMs").gt(2_000));

        slow.select(col("checkoutId").as("key"), to_json(struct(col("*"))).as("value"))
                .writeStream()
                .queryName("slow-checkout-alerts")
                .format("kafka")
                .options(KafkaSupport.producerOptions(bootstrapServers))
                .option("topic", "alerts.slow-checkouts.v1")
                .option("checkpointLocation", StreamingConstants.CHECKPOINT_ROOT + "/slow-checkout-alerts")
                .trigger(Trigger.Continuous("1 second"))
                .start();

        slow.groupBy("region")
                .count()
                .writeStream()
                .queryName("slow_checkouts_by_region")
                .outputMode("complete")
                .format("memory")
                .trigger(Trigger.Continuous("1 second")) // expect: SS022
                .start();

        spark.streams().awaitAnyTermination();
    }
}
