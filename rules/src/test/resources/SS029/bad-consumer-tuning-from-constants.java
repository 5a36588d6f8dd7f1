package com.acme.ss029.constants;

import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;

/** Keys from the job's own constants class, one of them without the prefix. */
class SensorJob {

    static final class KafkaKeys {
        static final String SERVERS = "kafka.bootstrap.servers";
        static final String FETCH_MAX_BYTES = "fetch.max.bytes";
        static final String SESSION_TIMEOUT = "kafka.session.timeout.ms";
    }

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("sensors").getOrCreate();
        Dataset<Row> readings = spark.readStream()
                .format("kafka")
                .option(KafkaKeys.SERVERS, "broker-1:9092")
                .option(KafkaKeys.SESSION_TIMEOUT, "10000")
                .option(KafkaKeys.FETCH_MAX_BYTES, "104857600") // expect: SS029 "silently ignores fetch.max.bytes: Spark passes only keys starting with \"kafka.\" to the consumer" "Write kafka.fetch.max.bytes to apply fetch.max.bytes"
                .option("subscribe", "sensor.readings")
                .option("maxOffsetsPerTrigger", 100000L)
                .load();
        readings.writeStream().format("console").start();
    }
}
