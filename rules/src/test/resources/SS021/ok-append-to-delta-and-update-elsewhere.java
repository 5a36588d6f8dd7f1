package com.acme.ss021.append;

import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;

/** Raw events append to Delta; the update-mode query of the same job goes to the console. */
class ClickstreamJob {
    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("clickstream").getOrCreate();
        run(spark);
        spark.streams().awaitAnyTermination();
    }

    static void run(SparkSession spark) throws Exception {
        Dataset<Row> clicks = spark.readStream()
                .format("rate")
                .load()
                .selectExpr("value AS clickId", "value % 7 AS page");
        clicks.writeStream()
                .format("delta")
                .option("checkpointLocation", "checkpoints/clickstream-raw")
                .start("out/clickstream-raw");
        clicks.groupBy("page")
                .count()
                .writeStream()
                .format("console")
                .outputMode("update")
                .start();
    }
}
