package com.acme.ss026.fieldmap;

import java.util.HashMap;
import java.util.Map;

import org.apache.spark.sql.SparkSession;

/**
 * The source's options live in an instance field, created empty where it is declared and filled by an init() that
 * the constructor calls; the job object is built by new and then run.
 */
class TradeTicksDriver {

    private final SparkSession spark;
    private Map<String, String> sourceOptions = new HashMap<String, String>();

    TradeTicksDriver(SparkSession spark) {
        this.spark = spark;
        init();
    }

    private void init() {
        sourceOptions.put("kafka.bootstrap.servers", "127.0.0.1:9");
        sourceOptions.put("subscribe", "trade-ticks");
        sourceOptions.put("maxOffsetsPerTrigger", "20000");
    }

    void start() throws Exception {
        this.spark.readStream().format("kafka").options(this.sourceOptions).load()
                .selectExpr("CAST(value AS STRING) AS tick")
                .writeStream()
                .format("console")
                .start();
    }

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("trade-ticks").getOrCreate();
        run(spark);
        spark.streams().awaitAnyTermination();
    }

    static void run(SparkSession spark) throws Exception {
        new TradeTicksDriver(spark).start();
    }
}
