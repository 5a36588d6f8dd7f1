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
import static org.apache.spark.sql.functions.from_json;

/**
 * Ad attribution: every impression, with the click it led to (if any), for the billing team.
 *
 * <p>Streamlint sample, SS014: a stream-stream left outer join whose condition only matches ids. Both sides
 * are watermarked, but nothing bounds how late a click may come for an impression, so Spark cannot tell when
 * an impression has no click and rejects the query at {@code start()}. Spark's guide joins on the id and a
 * time range ({@code clickTime BETWEEN impressionTime AND impressionTime + interval 1 hour}).
 */
public final class AdAttributionJob {

    private static final StructType IMPRESSION = new StructType()
            .add("impressionId", DataTypes.StringType)
            .add("campaignId", DataTypes.StringType)
            .add("impressionTime", DataTypes.TimestampType);

    private static final StructType CLICK = new StructType()
            .add("clickImpressionId", DataTypes.StringType)
            .add("clickTime", DataTypes.TimestampType);

    private AdAttributionJob() {
    }

    public static void main(String[] args) throws Exception {
        String bootstrapServers = args.length > 0 ? args[0] : StreamingConstants.DEFAULT_BOOTSTRAP_SERVERS;
        SparkSession spark = SparkSessions.create("ad-attribution");

        Dataset<Row> impressions = KafkaSupport.withSourceDefaults(spark.readStream().format("kafka"), bootstrapServers)
                .option("subscribe", "ads.impressions.v1")
                .load()
                .select(from_json(col("value").cast("string"), IMPRESSION).as("i"))
                .select("i.*")
                .withWatermark("impressionTime", "2 hours");

        Dataset<Row> clicks = KafkaSupport.withSourceDefaults(spark.readStream().format("kafka"), bootstrapServers)
                .option("subscribe", "ads.clicks.v1")
                .load()
                .select(from_json(col("value").cast("string"), CLICK).as("c"))
                .select("c.*")
                .withWatermark("clickTime", "3 hours");

        Dataset<Row> attributed = impressions.join(clicks, // expect: SS014
                col("impressionId").equalTo(col("clickImpressionId")), "left_outer");

        attributed.writeStream()
                .queryName("ad-attribution")
                .format("delta")
                .option("checkpointLocation", StreamingConstants.CHECKPOINT_ROOT + "/ad-attribution")
                .toTable("ads.attributed_impressions")
                .awaitTermination();
    }
}
