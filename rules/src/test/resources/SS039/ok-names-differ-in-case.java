package com.acme.ss039.casing;

import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;

/** Spark compares query names exactly: "Audit" and "audit" are two names. */
class AuditFeedsJob {
    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("audit-feeds").getOrCreate();
        run(spark);
        spark.streams().awaitAnyTermination();
    }

    static void run(SparkSession spark) throws Exception {
        Dataset<Row> audit = spark.readStream().format("rate").load();
        audit.writeStream().format("console").queryName("Audit").start();
        audit.writeStream().format("noop").queryName("audit").start();
    }
}
