package com.acme.ss040.runtime;

import java.util.Map;

import org.apache.spark.sql.SparkSession;

/** State settings kept in a map and applied to the running session with Map.forEach. */
class DedupJob {
    static final Map<String, String> STATE_CONF = Map.of(
            "spark.sql.streaming.stateStore.providerClass",
            "org.apache.spark.sql.execution.streaming.state.RocksDBStateStoreProvider");

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("dedup").getOrCreate();
        STATE_CONF.forEach((name, value) -> spark.conf().set(name, value)); // expect: SS040 "changing it here later does nothing to that query" "start the query on a new checkpoint"
        spark.readStream().format("rate").load()
                .withWatermark("timestamp", "1 hour")
                .dropDuplicates("value", "timestamp")
                .writeStream().format("parquet")
                .option("path", "/lake/dedup")
                .option("checkpointLocation", "/chk/dedup")
                .start();
        spark.streams().awaitAnyTermination();
    }
}
