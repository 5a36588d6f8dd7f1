package com.acme.ss042.helper;

import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;

/** A helper builds the text reader; the options set there have no limit. */
class LogTail {

    static Dataset<Row> logs(SparkSession spark, String dir) {
        return spark.readStream().option("wholetext", "false").text(dir); // expect: SS042 "its first micro-batch reads every file already in /var/log/app" "Add .option(\"maxFilesPerTrigger\", \"<files per batch>\") to this reader"
    }

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("log-tail").getOrCreate();
        logs(spark, "/var/log/app").writeStream().format("console").start();
    }
}
