package com.acme.ss039.debugmode;

import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;

/**
 * One query written two ways, one per run: to the console while debugging, else to the table, on one checkpoint.
 * The source is the same, so the offsets in the checkpoint are its own.
 */
class ClickstreamLoader {
    static final String CHECKPOINT = "checkpoints/clickstream";

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("clickstream-loader").getOrCreate();
        run(spark, args.length > 0 && args[0].equals("debug"));
        spark.streams().awaitAnyTermination();
    }

    static void run(SparkSession spark) throws Exception {
        run(spark, false);
    }

    static void run(SparkSession spark, boolean debug) throws Exception {
        Dataset<Row> clicks = spark.readStream().format("rate").option("rowsPerSecond", 10).load();
        if (debug) {
            clicks.writeStream().format("console").option("checkpointLocation", CHECKPOINT).start();
        } else {
            clicks.writeStream().format("parquet").option("checkpointLocation", CHECKPOINT).start("out/clickstream");
        }
    }
}
