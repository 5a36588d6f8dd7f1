package com.acme.lake.common;

import org.apache.spark.sql.SparkSession;

/** The shared factory: each job calls it from its own main, so each job has its own session. */
public final class Sessions {

    private Sessions() {
    }

    public static SparkSession create(String appName) {
        return SparkSession.builder()
                .appName(appName)
                .config("spark.sql.session.timeZone", "UTC")
                .getOrCreate();
    }
}
