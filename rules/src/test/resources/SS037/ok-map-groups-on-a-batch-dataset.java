package com.acme.ss037.batchread;

import org.apache.spark.api.java.function.MapFunction;
import org.apache.spark.api.java.function.MapGroupsFunction;
import org.apache.spark.sql.Encoders;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;

// expect: no streaming query
/** A batch job: groups are complete. */
class DailyDigest {
    public static void main(String[] args) {
        SparkSession spark = SparkSession.builder().appName("daily-digest").getOrCreate();
        spark.read().parquet("s3a://acme-ops/events/day=2024-01-01")
                .groupByKey((MapFunction<Row, String>) r -> r.getString(0), Encoders.STRING())
                .mapGroups((MapGroupsFunction<String, Row, String>) (k, rows) -> k, Encoders.STRING())
                .write().text("s3a://acme-ops/digests/day=2024-01-01");
    }
}
