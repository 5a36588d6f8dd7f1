package com.acme.ss018.debugsinks;

import java.util.Map;

import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;

/** Only the memory sink needs a name; the name may also come in an options map. */
class RefundsDebugJob {
    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("refunds-debug").getOrCreate();
        run(spark);
        spark.streams().awaitAnyTermination();
    }

    static void run(SparkSession spark) throws Exception {
        Dataset<Row> refunds = spark.readStream()
                .format("rate")
                .load()
                .selectExpr("value AS refundId", "value % 50 AS amount");
        refunds.writeStream().format("console").start();
        refunds.writeStream().format("noop").start();
        refunds.writeStream()
                .format("memory")
                .options(Map.of("queryName", "refunds_debug"))
                .start();
    }
}
