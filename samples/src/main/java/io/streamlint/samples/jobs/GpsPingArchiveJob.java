package io.streamlint.samples.jobs;

import static org.apache.spark.sql.functions.col;
import static org.apache.spark.sql.functions.from_json;

import io.streamlint.samples.common.KafkaSupport;
import io.streamlint.samples.common.SparkSessions;
import io.streamlint.samples.common.StreamingConstants;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.types.StructType;

/**
 * Lands the vehicles' GPS pings as Parquet, "dropping pings more than 10 minutes late".
 *
 * <p>Streamlint sample, SS041: the query has no stateful operator, so the watermark drops nothing: late pings are
 * written like all others.
 */
public final class GpsPingArchiveJob {

    private GpsPingArchiveJob() {
    }

    public static void main(String[] args) throws Exception {
        String bootstrapServers = args.length > 0 ? args[0] : StreamingConstants.DEFAULT_BOOTSTRAP_SERVERS;
        SparkSession spark = SparkSessions.create("gps-ping-archive");

        KafkaSupport.withSourceDefaults(spark.readStream().format("kafka"), bootstrapServers)
                .option("subscribe", "fleet.gps-pings.v1")
                .load()
                .select(from_json(col("value").cast("string"), StructType.fromDDL("vehicleId STRING, lat DOUBLE, lon DOUBLE, pingedAt TIMESTAMP"))
                        .as("p"))
                .select("p.*")
                .withWatermark("pingedAt", "10 minutes") // expect: SS041
                .writeStream()
                .queryName("gps_ping_archive")
                .format("parquet")
                .option("path", StreamingConstants.LAKE_ROOT + "/raw/gps_pings")
                .option("checkpointLocation", StreamingConstants.CHECKPOINT_ROOT + "/gps-ping-archive")
                .start()
                .awaitTermination();
    }
}
