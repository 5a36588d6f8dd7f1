package com.acme.ss017.factory;

import org.apache.spark.SparkConf;
import org.apache.spark.sql.SparkSession;

/** How every job of the module gets its session. */
final class Sessions {
    private Sessions() {
    }

    static SparkSession forJob(String name) {
        SparkConf conf = new SparkConf()
                .setAppName(name)
                .set("spark.sql.shuffle.partitions", "16")
                .set("spark.sql.streaming.metricsEnabled", "true");
        return SparkSession.builder().config(conf).getOrCreate();
    }
}
