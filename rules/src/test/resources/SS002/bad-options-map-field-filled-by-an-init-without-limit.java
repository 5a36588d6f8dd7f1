package com.acme.ss002.fieldmap;

import java.util.HashMap;
import java.util.Map;

import org.apache.spark.sql.SparkSession;

/**
 * The source's options live in an instance field, created empty where it is declared and filled by an init() that
 * the constructor calls; none of them limits the batch size.
 */
class QuoteArchiveDriver {

    private final SparkSession spark;
    private Map<String, String> sourceOptions = new HashMap<String, String>();

    QuoteArchiveDriver(SparkSession spark) {
        this.spark = spark;
        init();
    }

    private void init() {
        sourceOptions.put("kafka.bootstrap.servers", "kafka-quotes:9092");
        sourceOptions.put("subscribe", "quotes");
    }

    void start() throws Exception {
        this.spark.readStream().format("kafka").options(this.sourceOptions).load() // expect: SS002 "after downtime, one micro-batch reads every record up to the latest offsets" "Set .option(\"maxOffsetsPerTrigger\", \"<records per batch>\") on this reader"
                .selectExpr("CAST(value AS STRING) AS quote")
                .writeStream()
                .format("parquet")
                .option("path", "s3a://acme-quotes/archive")
                .option("checkpointLocation", "s3a://acme-quotes/_checkpoints/archive")
                .start();
    }

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("quote-archive").getOrCreate();
        new QuoteArchiveDriver(spark).start();
        spark.streams().awaitAnyTermination();
    }
}
