package com.acme.sessions;

import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.streaming.StreamingQuery;

/**
 * Gradle's test fixtures (src/testFixtures/java), shared by the tests of several modules: test code. The same query
 * with its checkpoint on /tmp and no read limit is not reported here; the memory sink without a query name, which
 * Spark rejects, is.
 */
public final class PageViewsFixture {

    private PageViewsFixture() {
    }

    public static StreamingQuery copyPageViews(SparkSession spark) throws Exception {
        return spark.readStream()
                .format("kafka")
                .option("kafka.bootstrap.servers", "localhost:19092")
                .option("subscribe", "page-views")
                .option("startingOffsets", "earliest")
                .load()
                .selectExpr("CAST(value AS STRING) AS page", "timestamp")
                .writeStream()
                .format("memory")
                .option("checkpointLocation", "/tmp/checkpoints/sessions-fixture")
                .start(); // expect: SS018
    }
}
