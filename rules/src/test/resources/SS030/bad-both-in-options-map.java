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
        options.put("kafka.group.id", System.getenv("GROUP_ID")); // expect: SS030
        options.put("failOnDataLoss", "FALSE"); // expect: SS030
        Dataset<Row> shipments = spark.readStream().format("kafka").options(options).load();
        shipments.writeStream().format("console").start();
    }
}
