package com.acme.ss025.glob;

import org.apache.spark.sql.SparkSession;

/** A glob path needs no existing folder, and the format name is looked up ignoring case. */
class ExportsMirrorJob {

    private static final String EXPORTS = "exports/*/part-*.orc";

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("exports-mirror").getOrCreate();
        run(spark);
        spark.streams().awaitAnyTermination();
    }

    static void run(SparkSession spark) throws Exception {
        spark.readStream()
                .format("ORC") // expect: SS025 "has no schema: Spark rejects it at load()" "Add .schema(<StructType or DDL string>) to the reader", SS042 "its first micro-batch reads every file already in exports/*/part-*.orc" "Add .option(\"maxFilesPerTrigger\", \"<files per batch>\") to this reader"
                .load(EXPORTS)
                .writeStream()
                .format("noop")
                .start();
    }
}
