package com.acme.ss029.parameter;

import java.util.Map;

import org.apache.spark.sql.SparkSession;

/** The options come from the caller, whom the linter does not see: nothing is known about their keys. */
class GenericKafkaReader {

    static void start(SparkSession spark, Map<String, String> kafkaOptions) throws Exception {
        spark.readStream()
                .format("kafka")
                .options(kafkaOptions)
                .load()
                .writeStream().format("console").start();
    }
}
