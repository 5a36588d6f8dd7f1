package com.acme.ss026.staticmap;

import java.util.LinkedHashMap;
import java.util.Map;

import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.streaming.DataStreamReader;

/** The source's options live in a static map filled by a static block, copied onto the reader entry by entry. */
class MeterReadings {

    private static final Map<String, String> KAFKA = new LinkedHashMap<>();

    static {
        KAFKA.put("kafka.bootstrap.servers", "127.0.0.1:9");
        KAFKA.put("subscribe", "meter-readings");
        KAFKA.put("maxOffsetsPerTrigger", "50000");
    }

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("meter-readings").getOrCreate();
        run(spark);
        spark.streams().awaitAnyTermination();
    }

    static void run(SparkSession spark) throws Exception {
        DataStreamReader reader = spark.readStream().format("kafka");
        for (Map.Entry<String, String> option : KAFKA.entrySet()) {
            reader = reader.option(option.getKey(), option.getValue());
        }
        reader.load().writeStream().format("console").start();
    }
}
