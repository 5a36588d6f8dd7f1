package com.acme.ss031.properties;

import org.apache.spark.sql.SparkSession;

import java.io.IOException;
import java.io.StringReader;
import java.util.HashMap;
import java.util.Map;
import java.util.Properties;

/** The sink's options, topic included, come from a properties text the linter cannot read. */
class ShipmentNoticesJob {

    static final String DEFAULT_PRODUCER = String.join("\n",
            "kafka.bootstrap.servers=127.0.0.1:9",
            "kafka.max.block.ms=2000",
            "topic=shipment-notices");

    static Map<String, String> producerOptions(String text) throws IOException {
        Properties properties = new Properties();
        properties.load(new StringReader(text));
        Map<String, String> options = new HashMap<>();
        for (String name : properties.stringPropertyNames()) {
            options.put(name, properties.getProperty(name));
        }
        return options;
    }

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("shipment-notices").getOrCreate();
        run(spark);
        spark.streams().awaitAnyTermination();
    }

    static void run(SparkSession spark) throws Exception {
        spark.readStream()
                .format("rate")
                .load()
                .selectExpr("CAST(value AS STRING) AS key", "to_json(struct(*)) AS value")
                .writeStream()
                .format("kafka")
                .options(producerOptions(System.getProperty("notices.producer", DEFAULT_PRODUCER)))
                .option("checkpointLocation", "checkpoints/ss031-shipment-notices")
                .start();
    }
}
