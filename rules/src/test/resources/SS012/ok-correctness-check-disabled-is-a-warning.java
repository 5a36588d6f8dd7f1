package com.acme.ss012.disabled;

import static org.apache.spark.sql.functions.col;

import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;

/**
 * The team turned Spark's check off: the query runs, and late rows may be dropped silently. The finding is a
 * warning (Spark only logs one).
 */
class LoyaltyTiersJob {
    static final String CHECK_CORRECTNESS = "spark.sql.streaming.statefulOperator.checkCorrectness.enabled";

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("loyalty-tiers").getOrCreate();
        run(spark);
        spark.streams().awaitAnyTermination();
    }

    static void run(SparkSession spark) throws Exception {
        spark.conf().set(CHECK_CORRECTNESS, false);
        Dataset<Row> purchases = spark.readStream().format("rate").load()
                .withColumn("member", col("value").mod(30));
        Dataset<Row> purchasesPerMember = purchases.groupBy("member").count();
        purchasesPerMember.groupBy(col("count").divide(10).cast("int").as("tier")) // expect: SS012 [warning]
                .count()
                .writeStream()
                .outputMode("update")
                .format("console")
                .start();
    }
}
