package com.acme.ss030.pairs;

import java.util.HashMap;
import java.util.Map;

import org.apache.spark.sql.SparkSession;

/** Source options written as a table of pairs that a loop copies into the map: each pair is an option like any other. */
class LedgerReplicator {

    private static final String[][] SOURCE_OPTIONS = {
            {"kafka.bootstrap.servers", "broker-1:9092"},
            {"subscribe", "ledger"},
            {"maxOffsetsPerTrigger", "20000"},
            {"failOnDataLoss", "false"}, // expect: SS030 "Spark skips them and only logs a warning, so records are lost without failing the query" "Remove the option (true is the default)"
    };

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("ledger-replicator").getOrCreate();
        Map<String, String> options = new HashMap<>();
        for (String[] pair : SOURCE_OPTIONS) {
            options.put(pair[0], pair[1]);
        }
        spark.readStream().format("kafka").options(options).load()
                .writeStream().format("console").start().awaitTermination();
    }
}
