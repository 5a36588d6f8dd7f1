package io.clicks.job;

import org.apache.spark.sql.SparkSession;

/** One session per job, with the checkpoint root every query checkpoints under. */
final class ClickSessionFactory {

    private static final String MAX_RATE = "spark.streaming.kafka.maxRatePerPartition";

    private ClickSessionFactory() {
    }

    static SparkSession create(ClickJobConfig config) {
        return SparkSession.builder()
                .appName("clickstream")
                .config("spark.sql.streaming.checkpointLocation", config.checkpointRoot)
                .config(MAX_RATE, 500) // expect: SS032
                .getOrCreate();
    }
}
