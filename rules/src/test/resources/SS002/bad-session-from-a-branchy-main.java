package com.acme.ingest;

import java.util.LinkedHashMap;
import java.util.Map;

import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.streaming.DataStreamReader;

/**
 * The common "local / cluster / usage" main: the usage branch sets the session to null and exits, so the reader
 * only ever runs on one of the two real sessions, with the options copied from a map in a loop.
 */
public class ClickIngestJob {

    private static final Map<String, String> KAFKA = new LinkedHashMap<>();

    static {
        KAFKA.put("kafka.bootstrap.servers", "broker-1:9092");
        KAFKA.put("subscribe", "clicks");
        KAFKA.put("startingOffsets", "earliest");
    }

    public static void main(String[] args) throws Exception {
        SparkSession spark;
        if (args.length > 0 && args[0].equals("local")) {
            spark = SparkSession.builder().master("local[2]").appName("click-ingest").getOrCreate();
        } else if (args.length > 0) {
            spark = SparkSession.builder().appName("click-ingest").getOrCreate();
        } else {
            System.err.println("usage: ClickIngestJob local|cluster");
            spark = null;
            System.exit(1);
        }
        DataStreamReader reader = spark.readStream().format("kafka"); // expect: SS002 "on its first start (startingOffsets \"earliest\") and after downtime, one micro-batch reads every record up to the latest offsets" "Set .option(\"maxOffsetsPerTrigger\", \"<records per batch>\") on this reader"
        for (Map.Entry<String, String> option : KAFKA.entrySet()) {
            reader = reader.option(option.getKey(), option.getValue());
        }
        Dataset<Row> clicks = reader.load();
        clicks.writeStream()
                .format("parquet")
                .option("checkpointLocation", "s3a://acme/checkpoints/click-ingest")
                .start("s3a://acme/lake/clicks")
                .awaitTermination();
    }
}
