package io.streamlint.samples.jobs;

import io.streamlint.samples.common.KafkaSupport;
import io.streamlint.samples.common.SparkSessions;
import io.streamlint.samples.common.StreamingConstants;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.types.DataTypes;
import org.apache.spark.sql.types.StructType;

import static org.apache.spark.sql.functions.approx_count_distinct;
import static org.apache.spark.sql.functions.col;
import static org.apache.spark.sql.functions.countDistinct;
import static org.apache.spark.sql.functions.from_json;
import static org.apache.spark.sql.functions.sum;
import static org.apache.spark.sql.functions.window;

/**
 * Card-testing signals for the fraud team: per merchant and 10-minute window, how many distinct cards paid.
 *
 * <p>Streamlint sample, SS010: {@code countDistinct} is an exact distinct aggregate, which Spark cannot keep
 * incrementally and rejects on a stream at {@code start()}. The second query is the near miss: the same metric
 * with {@code approx_count_distinct}, which streams fine.
 */
public final class FraudVelocityJob {

    private static final StructType PAYMENT = new StructType()
            .add("paymentId", DataTypes.StringType)
            .add("merchantId", DataTypes.StringType)
            .add("cardHash", DataTypes.StringType)
            .add("amount", DataTypes.createDecimalType(18, 2))
            .add("paidAt", DataTypes.TimestampType);

    private FraudVelocityJob() {
    }

    public static void main(String[] args) throws Exception {
        String bootstrapServers = args.length > 0 ? args[0] : StreamingConstants.DEFAULT_BOOTSTRAP_SERVERS;
        SparkSession spark = SparkSessions.create("fraud-velocity");

        Dataset<Row> payments = KafkaSupport.withSourceDefaults(spark.readStream().format("kafka"), bootstrapServers)
                .option("subscribe", StreamingConstants.TOPIC_PAYMENTS)
                .load()
                .select(from_json(col("value").cast("string"), PAYMENT).as("p"))
                .select("p.*")
                .withWatermark("paidAt", "15 minutes");

        payments.groupBy(window(col("paidAt"), "10 minutes"), col("merchantId")) // expect: SS010
                .agg(countDistinct("cardHash").as("distinctCards"), sum("amount").as("volume"))
                .writeStream()
                .queryName("fraud-velocity-exact")
                .format("delta")
                .option("checkpointLocation", StreamingConstants.CHECKPOINT_ROOT + "/fraud-velocity-exact")
                .toTable("fraud.merchant_card_velocity");

        payments.groupBy(window(col("paidAt"), "10 minutes"), col("merchantId"))
                .agg(approx_count_distinct("cardHash").as("distinctCards"), sum("amount").as("volume"))
                .writeStream()
                .queryName("fraud-velocity-approx")
                .format("delta")
                .option("checkpointLocation", StreamingConstants.CHECKPOINT_ROOT + "/fraud-velocity-approx")
                .toTable("fraud.merchant_card_velocity_approx");

        spark.streams().awaitAnyTermination();
    }
}
