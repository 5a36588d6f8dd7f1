package com.acme.ss026.properties;

import org.apache.spark.sql.SparkSession;

import java.io.IOException;
import java.io.StringReader;
import java.util.HashMap;
import java.util.Map;
import java.util.Properties;

/** The Kafka options come from a properties text (deployed with the job): the linter cannot see them. */
class FraudSignalsJob {

    static final String DEFAULT_PROPERTIES = String.join("\n",
            "kafka.bootstrap.servers=127.0.0.1:9",
            "subscribe=fraud-signals",
            "maxOffsetsPerTrigger=5000");

    static Map<String, String> kafkaOptions(String text) throws IOException {
        Properties properties = new Properties();
        properties.load(new StringReader(text));
        Map<String, String> options = new HashMap<>();
        for (String name : properties.stringPropertyNames()) {
            options.put(name, properties.getProperty(name));
        }
        return options;
    }

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("fraud-signals").getOrCreate();
        run(spark);
        spark.streams().awaitAnyTermination();
    }

    static void run(SparkSession spark) throws Exception {
        spark.readStream()
                .format("kafka")
                .options(kafkaOptions(System.getProperty("fraud.kafka", DEFAULT_PROPERTIES)))
                .option("maxOffsetsPerTrigger", 5000L)
                .load()
                .writeStream()
                .format("noop")
                .start();
    }
}
