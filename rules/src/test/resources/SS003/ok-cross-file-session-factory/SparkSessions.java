package com.acme.lake.spark;

import org.apache.spark.sql.SparkSession;

/** The team's session factory; it sets the streaming checkpoint root for every job. */
public final class SparkSessions {

    static final String CHECKPOINT_ROOT = "s3a://acme-lake/_checkpoints";

    private SparkSessions() {
    }

    public static SparkSession create(String appName) {
        return SparkSession.builder()
                .appName(appName)
                .config("spark.sql.extensions", "io.delta.sql.DeltaSparkSessionExtension")
                .config("spark.sql.catalog.spark_catalog", "org.apache.spark.sql.delta.catalog.DeltaCatalog")
                .config("spark.sql.streaming.checkpointLocation", CHECKPOINT_ROOT)
                .getOrCreate();
    }
}
