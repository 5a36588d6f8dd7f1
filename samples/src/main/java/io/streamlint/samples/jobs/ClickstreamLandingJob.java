package io.streamlint.samples.jobs;

import io.streamlint.samples.common.SparkSessions;
import io.streamlint.samples.common.StreamingConstants;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;

/**
 * Lands the clickstream files the CDN drops every minute into the bronze layer.
 *
 * <p>Streamlint sample, SS025: a streaming JSON file source needs a schema. Spark does not infer one on a
 * stream (unless {@code spark.sql.streaming.schemaInference} is set) and rejects the source at {@code load()}.
 * SS006: {@code count()} on a streaming Dataset is a batch action; Spark refuses it at the call.
 */
public final class ClickstreamLandingJob {

    private ClickstreamLandingJob() {
    }

    public static void main(String[] args) throws Exception {
        String landingPath = args.length > 0 ? args[0] : StreamingConstants.LAKE_ROOT + "/landing/clickstream";
        SparkSession spark = SparkSessions.create("clickstream-landing");

        Dataset<Row> clicks = spark.readStream()
                .format("json") // expect: SS025
                .option("maxFilesPerTrigger", 500)
                .load(landingPath);

        System.out.println("clickstream files at start: " + clicks.count()); // expect: SS006

        clicks.writeStream()
                .queryName("clickstream-landing")
                .format("delta")
                .option("checkpointLocation", StreamingConstants.CHECKPOINT_ROOT + "/clickstream-landing")
                .toTable("bronze.clickstream")
                .awaitTermination();
    }
}
