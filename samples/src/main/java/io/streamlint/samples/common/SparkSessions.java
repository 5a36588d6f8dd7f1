package io.streamlint.samples.common;

import org.apache.spark.sql.SparkSession;

/**
 * The one place where jobs get their {@link SparkSession}, so that every job runs with the same Delta and
 * serialization settings.
 */
public final class SparkSessions {

    private SparkSessions() {
    }

    /**
     * A session for a job that manages its own checkpoints (each query passes
     * {@code option("checkpointLocation", ...)}).
     */
    public static SparkSession create(String appName) {
        return baseBuilder(appName).getOrCreate();
    }

    /**
     * A session whose streaming queries checkpoint under {@code checkpointRoot}/{@code queryName} without
     * naming a location themselves. Queries started from it must set a {@code queryName}: without one Spark
     * picks a random sub-directory on every run and nothing is recovered on restart.
     */
    public static SparkSession createWithCheckpointRoot(String appName, String checkpointRoot) {
        return baseBuilder(appName)
                .config("spark.sql.streaming.checkpointLocation", checkpointRoot)
                .getOrCreate();
    }

    private static SparkSession.Builder baseBuilder(String appName) {
        return SparkSession.builder()
                .appName(appName)
                // Delta: needed for DeltaTable, MERGE and catalog tables.
                .config("spark.sql.extensions", "io.delta.sql.DeltaSparkSessionExtension")
                .config("spark.sql.catalog.spark_catalog", "org.apache.spark.sql.delta.catalog.DeltaCatalog")
                // All event times are UTC; windows must not shift with the driver's time zone.
                .config("spark.sql.session.timeZone", "UTC")
                .config("spark.serializer", "org.apache.spark.serializer.KryoSerializer")
                // Report progress of every query to the metrics system (Grafana dashboards).
                .config("spark.sql.streaming.metricsEnabled", "true");
    }
}
