package com.acme.lake.sessions;

import org.apache.spark.sql.SparkSession;

/** The team's session factory: a shared builder, and a variant that roots every query's checkpoint. */
public final class LakeSessions {

    private LakeSessions() {
    }

    public static SparkSession withCheckpointRoot(String appName, String root) {
        return base(appName)
                .config("spark.sql.streaming.checkpointLocation", root)
                .getOrCreate();
    }

    private static SparkSession.Builder base(String appName) {
        return SparkSession.builder()
                .appName(appName)
                .config("spark.sql.session.timeZone", "UTC");
    }
}
