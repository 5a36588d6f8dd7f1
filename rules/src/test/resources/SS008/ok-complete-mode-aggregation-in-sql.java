package com.acme.ss008.sql;

import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;

/** The aggregation is SQL text over a temp view, read by Spark's parser: complete mode is allowed for it. */
class ErrorCountsJob {
    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("error-counts").getOrCreate();
        run(spark);
        spark.streams().awaitAnyTermination();
    }

    static void run(SparkSession spark) throws Exception {
        spark.readStream().format("rate").load().createOrReplaceTempView("service_events");
        Dataset<Row> counts = spark.sql("SELECT value % 3 AS service, count(*) AS errors FROM service_events GROUP BY value % 3");
        counts.writeStream()
                .outputMode("complete")
                .format("console")
                .start();
    }
}
