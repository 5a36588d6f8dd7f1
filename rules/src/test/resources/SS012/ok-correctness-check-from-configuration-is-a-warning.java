package com.acme.ss012.configured;

import static org.apache.spark.sql.functions.col;

import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;

/**
 * Spark's check is switched by a system property: the code does not show whether the query is rejected or runs
 * (and may drop late rows), so the finding is a warning that says both.
 */
class ReorderTiersJob {
    static final String CHECK_CORRECTNESS = "spark.sql.streaming.statefulOperator.checkCorrectness.enabled";

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("reorder-tiers").getOrCreate();
        run(spark);
        spark.streams().awaitAnyTermination();
    }

    static void run(SparkSession spark) throws Exception {
        spark.conf().set(CHECK_CORRECTNESS, System.getProperty("reorder.checkCorrectness", "false"));
        Dataset<Row> orders = spark.readStream().format("rate").load()
                .withColumn("customer", col("value").mod(40));
        Dataset<Row> ordersPerCustomer = orders.groupBy("customer").count();
        ordersPerCustomer.groupBy(col("count").divide(5).cast("int").as("tier")) // expect: SS012 [warning] "to a value not known here: if it is false, Spark runs the query and rows can be lost" "otherwise Spark rejects the query at start()" "split the pipeline into two queries"
                .count()
                .writeStream()
                .outputMode("update")
                .format("console")
                .start();
    }
}
