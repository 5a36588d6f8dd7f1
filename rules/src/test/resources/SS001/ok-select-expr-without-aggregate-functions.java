package com.acme.ss001.okselectexprwithoutaggregatefunctions;

import org.apache.spark.sql.SparkSession;

/**
 * selectExpr with functions that are not aggregates (a scalar function, a function the application registers, which
 * the linter cannot classify) is a projection; a global aggregate written in complete mode is accepted.
 */
class TrafficJob {
    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("ok-select-expr-without-aggregate-functions").getOrCreate();
        run(spark);
        spark.streams().awaitAnyTermination();
    }

    static void run(SparkSession spark) throws Exception {
        spark.udf().register("bucket", (org.apache.spark.sql.api.java.UDF1<Long, Long>) v -> v % 10,
                org.apache.spark.sql.types.DataTypes.LongType);
        spark.readStream().format("rate").load()
                .selectExpr("upper(CAST(value AS STRING)) AS id", "bucket(value) AS bucket", "timestamp")
                .writeStream()
                .format("console")
                .start();
        spark.readStream().format("rate").load()
                .selectExpr("count(*) AS requests")
                .writeStream()
                .outputMode("complete")
                .format("console")
                .start();
    }
}
