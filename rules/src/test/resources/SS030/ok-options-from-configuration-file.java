package com.acme.ss030.config;

import java.io.FileInputStream;
import java.util.HashMap;
import java.util.Map;
import java.util.Properties;

import org.apache.spark.sql.SparkSession;

/** Options copied from a properties file: whatever it holds is not visible. */
class ConfiguredIngest {

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("configured-ingest").getOrCreate();
        Properties props = new Properties();
        props.load(new FileInputStream(args[0]));
        Map<String, String> options = new HashMap<>();
        for (String name : props.stringPropertyNames()) {
            options.put(name, props.getProperty(name));
        }
        spark.readStream().format("kafka").options(options).load()
                .writeStream().format("console").start();
    }
}
