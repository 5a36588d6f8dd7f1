package com.acme.ss044.oksetcommandandexpressions;

import org.apache.spark.sql.SparkSession;

import static org.apache.spark.sql.functions.expr;

/** SET is a command of Spark's session parser; expr and selectExpr items are valid SQL. */
class TunedJob {
    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("ok-set-command-and-expressions").getOrCreate();
        run(spark);
        spark.streams().awaitAnyTermination();
    }

    static void run(SparkSession spark) throws Exception {
        spark.sql("SET spark.sql.shuffle.partitions=4");
        spark.readStream().format("rate").load()
                .selectExpr("value % 3 AS bucket", "timestamp")
                .where("bucket <> 1")
                .withColumn("double_bucket", expr("bucket * 2"))
                .writeStream()
                .format("console")
                .start();
    }
}
