package io.streamlint.samples.jobs;

import io.streamlint.samples.common.KafkaSupport;
import io.streamlint.samples.common.SparkSessions;
import io.streamlint.samples.common.StreamingConstants;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.streaming.OutputMode;
import org.apache.spark.sql.types.DataTypes;
import org.apache.spark.sql.types.StructType;

import static org.apache.spark.sql.functions.col;
import static org.apache.spark.sql.functions.from_json;

/**
 * Customers per loyalty segment and country, kept up to date in a Delta table for the CRM team.
 *
 * <p>Streamlint sample, SS021: the Delta sink accepts append and complete output modes only; in update mode
 * Delta rejects the query at {@code toTable()} (DELTA_UNSUPPORTED_OUTPUT_MODE). {@code CustomerUpsertJob} shows
 * the usual replacement for per-key updates: {@code foreachBatch} with a Delta MERGE.
 */
public final class CustomerSegmentCountsJob {

    private static final StructType CUSTOMER = new StructType()
            .add("customerId", DataTypes.StringType)
            .add("segment", DataTypes.StringType)
            .add("country", DataTypes.StringType);

    private CustomerSegmentCountsJob() {
    }

    public static void main(String[] args) throws Exception {
        String bootstrapServers = args.length > 0 ? args[0] : StreamingConstants.DEFAULT_BOOTSTRAP_SERVERS;
        SparkSession spark = SparkSessions.create("customer-segment-counts");

        Dataset<Row> customers = KafkaSupport.withSourceDefaults(spark.readStream().format("kafka"), bootstrapServers)
                .option("subscribe", StreamingConstants.TOPIC_CUSTOMERS_CDC)
                .load()
                .select(from_json(col("value").cast("string"), CUSTOMER).as("c"))
                .select("c.*");

        customers.groupBy("segment", "country")
                .count()
                .writeStream()
                .queryName("customer-segment-counts")
                .format("delta")
                .outputMode(OutputMode.Update()) // expect: SS021
                .option("checkpointLocation", StreamingConstants.CHECKPOINT_ROOT + "/customer-segment-counts")
                .toTable("crm.customer_segment_counts")
                .awaitTermination();
    }
}
