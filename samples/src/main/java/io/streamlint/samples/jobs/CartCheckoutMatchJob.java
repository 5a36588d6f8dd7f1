package io.streamlint.samples.jobs;

import static org.apache.spark.sql.functions.col;
import static org.apache.spark.sql.functions.from_json;

import io.streamlint.samples.common.KafkaSupport;
import io.streamlint.samples.common.SparkSessions;
import io.streamlint.samples.common.StreamingConstants;
import org.apache.spark.api.java.function.FlatMapGroupsFunction;
import org.apache.spark.api.java.function.MapFunction;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Encoders;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.types.StructType;

import java.util.ArrayList;
import java.util.List;

/**
 * Matches cart events with the checkout that completed them, then lists the carts checked out per user.
 *
 * <p>Streamlint sample, SS036 and SS037: the stream-stream join has watermarks on both inputs but no time range
 * between them, so both inputs are buffered for ever; the per-user listing uses {@code flatMapGroups}, which on a
 * stream sees only the rows of one micro-batch.
 */
public final class CartCheckoutMatchJob {

    private CartCheckoutMatchJob() {
    }

    static Dataset<Row> topic(SparkSession spark, String bootstrapServers, String topic, String schema) {
        return KafkaSupport.withSourceDefaults(spark.readStream().format("kafka"), bootstrapServers)
                .option("subscribe", topic)
                .load()
                .select(from_json(col("value").cast("string"), StructType.fromDDL(schema)).as("e"))
                .select("e.*");
    }

    public static void main(String[] args) throws Exception {
        String bootstrapServers = args.length > 0 ? args[0] : StreamingConstants.DEFAULT_BOOTSTRAP_SERVERS;
        SparkSession spark = SparkSessions.create("cart-checkout-match");

        Dataset<Row> carts = topic(spark, bootstrapServers, "commerce.carts.v1",
                "cartId STRING, userId STRING, cartUpdatedAt TIMESTAMP")
                .withWatermark("cartUpdatedAt", "2 hours");
        Dataset<Row> checkouts = topic(spark, bootstrapServers, "commerce.checkouts.v1",
                "checkoutCartId STRING, checkedOutAt TIMESTAMP")
                .withWatermark("checkedOutAt", "2 hours");

        Dataset<Row> matched = carts.join(checkouts, col("cartId").equalTo(col("checkoutCartId"))); // expect: SS036

        matched.groupByKey((MapFunction<Row, String>) row -> row.getAs("userId"), Encoders.STRING())
                .flatMapGroups((FlatMapGroupsFunction<String, Row, String>) (user, rows) -> { // expect: SS037
                    List<String> lines = new ArrayList<>();
                    rows.forEachRemaining(row -> lines.add(user + "," + row.getAs("cartId")));
                    return lines.iterator();
                }, Encoders.STRING())
                .writeStream()
                .queryName("carts_checked_out")
                .format("console")
                .option("checkpointLocation", StreamingConstants.CHECKPOINT_ROOT + "/carts-checked-out")
                .start()
                .awaitTermination();
    }
}
