package com.acme.platform.ingest;

import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Paths;
import java.util.HashMap;
import java.util.Map;
import java.util.Properties;

import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;

/** Source options are read from a properties file at run time; what it holds is unknown to the linter. */
class ConfiguredIngestJob {

    static Map<String, String> loadProperties(String file) throws Exception {
        Properties props = new Properties();
        try (InputStream in = Files.newInputStream(Paths.get(file))) {
            props.load(in);
        }
        Map<String, String> options = new HashMap<>();
        for (String key : props.stringPropertyNames()) {
            options.put(key, props.getProperty(key));
        }
        return options;
    }

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("configured-ingest").getOrCreate();

        Dataset<Row> records = spark.readStream()
                .format("kafka")
                .options(loadProperties(args[0]))
                .load()
                .selectExpr("CAST(value AS STRING) AS value", "timestamp");

        records.writeStream()
                .format("delta")
                .option("checkpointLocation", args[1])
                .toTable(args[2])
                .awaitTermination();
    }
}
