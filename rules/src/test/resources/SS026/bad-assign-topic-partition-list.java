package com.acme.ss026.assign;

import org.apache.spark.sql.SparkSession;

/** assign takes JSON (topic to partitions), not Kafka's "topic-partition" notation. */
class LedgerReplayJob {

    private static final String PARTITIONS = "ledger-0,ledger-1";

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("ledger-replay").getOrCreate();
        run(spark);
        spark.streams().awaitAnyTermination();
    }

    static void run(SparkSession spark) throws Exception {
        spark.readStream()
                .format("kafka")
                .option("kafka.bootstrap.servers", "127.0.0.1:9")
                .option("assign", PARTITIONS) // expect: SS026 "Spark rejects it at load() with \"No topicpartitions to assign as specified value for option 'assign' is 'ledger-0,ledger-1'\"" "Write it as {\"<topic>\":[<partition>,...]}"
                .option("startingOffsets", "earliest")
                .option("maxOffsetsPerTrigger", 1000L)
                .load()
                .writeStream()
                .format("console")
                .start();
    }
}
