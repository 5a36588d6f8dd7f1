package com.acme.ss019.configured;

import org.apache.spark.sql.SparkSession;

/** The sink comes from configuration (a file format by default): nothing to say about partitionBy. */
class ConfigurableBronzeJob {
    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("configurable-bronze").getOrCreate();
        run(spark);
        spark.streams().awaitAnyTermination();
    }

    static void run(SparkSession spark) throws Exception {
        String format = System.getProperty("bronze.format", "csv");
        spark.readStream()
                .format("rate")
                .load()
                .selectExpr("value AS recordId", "value % 24 AS hour")
                .writeStream()
                .format(format)
                .partitionBy("hour")
                .option("checkpointLocation", "checkpoints/configurable-bronze")
                .start("out/configurable-bronze");
    }
}
