package com.acme.ss020.legacy;

import org.apache.spark.sql.SparkSession;

/** With the legacy conf, start(path) overrides the path option instead of throwing. */
class LegacyExportJob {
    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("legacy-export").getOrCreate();
        run(spark);
        spark.streams().awaitAnyTermination();
    }

    static void run(SparkSession spark) throws Exception {
        spark.conf().set("spark.sql.legacy.pathOptionBehavior.enabled", "true");
        spark.readStream()
                .format("rate")
                .load()
                .writeStream()
                .format("parquet")
                .option("path", "out/legacy-export-old")
                .option("checkpointLocation", "checkpoints/legacy-export")
                .start("out/legacy-export");
    }
}
