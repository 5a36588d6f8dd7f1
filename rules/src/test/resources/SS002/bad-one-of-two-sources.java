package com.acme.identity;

import static org.apache.spark.sql.functions.col;
import static org.apache.spark.sql.functions.lit;

import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;

/** Logins from two clusters, unioned. Only the EU source is rate-limited. */
class LoginEventsJob {

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("login-events").getOrCreate();

        Dataset<Row> euLogins = spark.readStream()
                .format("kafka")
                .option("kafka.bootstrap.servers", "kafka-eu:9092")
                .option("subscribe", "identity.logins")
                .option("maxOffsetsPerTrigger", 20000L)
                .load()
                .select(col("value").cast("string").as("login"), lit("eu").as("region"));

        Dataset<Row> usLogins = spark.readStream()
                .format("kafka") // expect: SS002 "after downtime, one micro-batch reads every record up to the latest offsets" "Set .option(\"maxOffsetsPerTrigger\", \"<records per batch>\") on this reader"
                .option("kafka.bootstrap.servers", "kafka-us:9092")
                .option("subscribe", "identity.logins")
                .load()
                .select(col("value").cast("string").as("login"), lit("us").as("region"));

        euLogins.unionByName(usLogins)
                .writeStream()
                .format("delta")
                .option("checkpointLocation", "s3a://acme-identity/checkpoints/login-events")
                .toTable("identity.login_events")
                .awaitTermination();
    }
}
