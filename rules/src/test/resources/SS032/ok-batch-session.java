package com.acme.reports;

import org.apache.spark.sql.SparkSession;

/** A batch job whose session copies the cluster's shared settings: it reads no stream. */
// expect: no streaming query
class DailyReport {

    public static void main(String[] args) {
        SparkSession spark = SparkSession.builder().appName("daily-report")
                .config("spark.streaming.backpressure.enabled", "true")
                .getOrCreate();
        spark.read().parquet("s3a://acme-warehouse/orders")
                .groupBy("country").count()
                .write().mode("overwrite").parquet("s3a://acme-reports/orders-by-country");
    }
}
