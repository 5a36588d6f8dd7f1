package com.acme.sessions;

import org.apache.spark.sql.SparkSession;

/** Confs that are not recorded in the checkpoint, beside a stateful query. */
class UserActivity {

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("user-activity")
                .config("spark.sql.adaptive.enabled", "false")
                .config("spark.sql.streaming.metricsEnabled", "true")
                .getOrCreate();
        spark.readStream().format("kafka")
                .option("kafka.bootstrap.servers", "kafka-web:9092")
                .option("subscribe", "activity")
                .option("maxOffsetsPerTrigger", 100000L)
                .load()
                .selectExpr("CAST(key AS STRING) AS userId")
                .groupBy("userId")
                .count()
                .writeStream().outputMode("complete").format("delta")
                .option("checkpointLocation", "s3a://acme-activity/checkpoints/activity-per-user")
                .toTable("gold.activity_per_user");
        spark.streams().awaitAnyTermination();
    }
}
