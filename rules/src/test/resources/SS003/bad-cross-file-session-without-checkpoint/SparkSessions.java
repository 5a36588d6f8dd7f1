package com.acme.lake.spark;

import org.apache.spark.sql.SparkSession;

/** The team's session factory: Delta and tuning settings, but no streaming checkpoint root. */
public final class SparkSessions {

    private SparkSessions() {
    }

    public static SparkSession create(String appName) {
        return SparkSession.builder()
                .appName(appName)
                .config("spark.sql.extensions", "io.delta.sql.DeltaSparkSessionExtension")
                .config("spark.sql.catalog.spark_catalog", "org.apache.spark.sql.delta.catalog.DeltaCatalog")
                .config("spark.sql.shuffle.partitions", "64")
                .getOrCreate();
    }
}
