package com.acme.ss029.security;

import java.util.HashMap;
import java.util.Map;

import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;

/** SASL settings copied from a consumer.properties without the kafka. prefix: the source connects in plaintext. */
class PaymentsIngest {

    private static Map<String, String> kafkaOptions(String brokers, String jaas) {
        Map<String, String> options = new HashMap<>();
        options.put("kafka.bootstrap.servers", brokers);
        options.put("subscribe", "payments");
        options.put("maxOffsetsPerTrigger", "20000");
        options.put("security.protocol", "SASL_SSL"); // expect: SS029 "silently ignores security.protocol: Spark passes only keys starting with \"kafka.\" to the consumer" "Write kafka.security.protocol to apply security.protocol"
        options.put("sasl.mechanism", "SCRAM-SHA-512"); // expect: SS029 "silently ignores sasl.mechanism: Spark passes only keys starting with \"kafka.\" to the consumer" "Write kafka.sasl.mechanism to apply sasl.mechanism"
        options.put("sasl.jaas.config", jaas); // expect: SS029 "silently ignores sasl.jaas.config: Spark passes only keys starting with \"kafka.\" to the consumer" "Write kafka.sasl.jaas.config to apply sasl.jaas.config"
        return options;
    }

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("payments-ingest").getOrCreate();
        Dataset<Row> payments = spark.readStream().format("kafka").options(kafkaOptions(args[0], args[1])).load();
        payments.writeStream().format("delta").option("checkpointLocation", "/chk/payments").toTable("raw.payments");
    }
}
