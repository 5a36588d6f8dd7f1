package com.acme.ss005.earliest;

import org.apache.spark.sql.SparkSession;

/** Under the session's checkpoint root without a name, the query re-reads its topic from the start on every run. */
class AccountChanges {

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("account-changes")
                .config("spark.sql.streaming.checkpointLocation", "hdfs:///checkpoints/accounts")
                .getOrCreate();
        spark.readStream().format("kafka")
                .option("kafka.bootstrap.servers", "broker-1:9092")
                .option("subscribe", "accounts.changes")
                .option("startingOffsets", "earliest")
                .option("maxOffsetsPerTrigger", 10000L)
                .load()
                .writeStream().format("delta")
                .toTable("raw.account_changes"); // expect: SS005 "the Kafka source re-reads its topics from the earliest offsets (startingOffsets \"earliest\"), writing rows again" "Add .queryName(\"<stable name>\") to the writeStream() chain (the checkpoint becomes hdfs:///checkpoints/accounts/<name>)"
        spark.streams().awaitAnyTermination();
    }
}
