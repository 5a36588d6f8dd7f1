package com.acme.ss030.map;

import java.util.HashMap;
import java.util.Map;

import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;

/** Both settings in the source's options map, the group id from configuration; also an ignored groupIdPrefix. */
class ShipmentTracker {

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("shipments").getOrCreate();
        Map<String, String> options = new HashMap<>();
        options.put("kafka.bootstrap.servers", "broker-1:9092");
        options.put("subscribe", "shipments");
        options.put("maxOffsetsPerTrigger", "10000");
        options.put("groupIdPrefix", "shipments");
        options.put("kafka.group.id", System.getenv("GROUP_ID")); // expect: SS030 "takes partitions from it and the queries interfere" "Remove kafka.group.id (Spark then uses a unique group per query)"
        options.put("failOnDataLoss", "FALSE"); // expect: SS030 "Spark skips them and only logs a warning, so records are lost without failing the query" "Remove the option (true is the default)"
        Dataset<Row> shipments = spark.readStream().format("kafka").options(options).load();
        shipments.writeStream().format("console").start();
    }
}
