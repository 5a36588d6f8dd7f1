package io.streamlint.samples.jobs;

import static org.apache.spark.sql.functions.col;
import static org.apache.spark.sql.functions.count;
import static org.apache.spark.sql.functions.current_timestamp;
import static org.apache.spark.sql.functions.from_json;
import static org.apache.spark.sql.functions.window;

import io.streamlint.samples.common.KafkaSupport;
import io.streamlint.samples.common.SparkSessions;
import io.streamlint.samples.common.StreamingConstants;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.types.StructType;

/**
 * Trending search terms per 10 minutes, written in update mode, after
 * dropping the duplicate search events the mobile apps send on retries.
 *
 * <p>Streamlint sample, SS035 and SS034: the deduplication keys on the search id only, so every id ever seen stays
 * in the state; the watermark is on the ingestion time, not on the event time the window is over, so no window is
 * ever evicted. Spark runs both without a word, until the executors run out of memory.
 */
public final class SearchTrendsJob {

    private static final String SEARCH = "searchId STRING, term STRING, searchedAt TIMESTAMP";

    private SearchTrendsJob() {
    }

    public static void main(String[] args) throws Exception {
        String bootstrapServers = args.length > 0 ? args[0] : StreamingConstants.DEFAULT_BOOTSTRAP_SERVERS;
        SparkSession spark = SparkSessions.create("search-trends");

        Dataset<Row> searches = KafkaSupport.withSourceDefaults(spark.readStream().format("kafka"), bootstrapServers)
                .option("subscribe", "web.searches.v1")
                .load()
                .select(from_json(col("value").cast("string"), StructType.fromDDL(SEARCH)).as("s"))
                .select("s.*")
                .withColumn("ingestedAt", current_timestamp())
                .withWatermark("ingestedAt", "20 minutes");

        Dataset<Row> unique = searches.dropDuplicates("searchId"); // expect: SS035

        unique.groupBy(window(col("searchedAt"), "10 minutes"), col("term")) // expect: SS034
                .agg(count("*").as("searches"))
                .writeStream()
                .queryName("search_trends")
                .outputMode("update")
                .format("console")
                .option("checkpointLocation", StreamingConstants.CHECKPOINT_ROOT + "/search-trends")
                .start()
                .awaitTermination();
    }
}
