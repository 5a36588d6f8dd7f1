package io.streamlint.samples.jobs;

import io.streamlint.samples.common.KafkaSupport;
import io.streamlint.samples.common.SparkSessions;
import io.streamlint.samples.common.StreamingConstants;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.types.DataTypes;
import org.apache.spark.sql.types.StructType;

import static org.apache.spark.sql.functions.col;
import static org.apache.spark.sql.functions.desc;
import static org.apache.spark.sql.functions.from_json;
import static org.apache.spark.sql.functions.sum;

/**
 * The live "top sellers" tile of the merchandising dashboard, served from an in-memory table.
 *
 * <p>Streamlint sample, SS011: the ranking sorts the aggregated revenue, but the query is written in update
 * mode, where Spark only sorts in complete mode, and limits it, which Spark refuses in update mode: it
 * rejects the query at {@code start()}. The second query is the near miss: the same ranking in complete mode,
 * which Spark accepts.
 */
public final class TopSellersDashboardJob {

    private static final StructType ORDER_LINE = new StructType()
            .add("orderId", DataTypes.StringType)
            .add("productId", DataTypes.StringType)
            .add("category", DataTypes.StringType)
            .add("quantity", DataTypes.IntegerType)
            .add("lineTotal", DataTypes.createDecimalType(18, 2));

    private TopSellersDashboardJob() {
    }

    public static void main(String[] args) throws Exception {
        String bootstrapServers = args.length > 0 ? args[0] : StreamingConstants.DEFAULT_BOOTSTRAP_SERVERS;
        SparkSession spark = SparkSessions.create("top-sellers-dashboard");

        Dataset<Row> revenueByProduct = KafkaSupport.withSourceDefaults(spark.readStream().format("kafka"), bootstrapServers)
                .option("subscribe", StreamingConstants.TOPIC_ORDERS)
                .load()
                .select(from_json(col("value").cast("string"), ORDER_LINE).as("l"))
                .select("l.*")
                .groupBy("productId", "category")
                .agg(sum("lineTotal").as("revenue"));

        revenueByProduct
                .orderBy(desc("revenue")) // expect: SS011
                .limit(10) // expect: SS011
                .writeStream()
                .queryName("top_sellers_live")
                .outputMode("update")
                .format("memory")
                .start();

        revenueByProduct
                .orderBy(desc("revenue"))
                .limit(10)
                .writeStream()
                .queryName("top_sellers")
                .outputMode("complete")
                .format("memory")
                .start();

        spark.streams().awaitAnyTermination();
    }
}
