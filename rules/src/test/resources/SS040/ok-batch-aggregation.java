package com.acme.reports;

import org.apache.spark.sql.SparkSession;

/** A batch aggregation with tuned partitions: no checkpoint. */
// expect: no streaming query
class DailyTotals {

    public static void main(String[] args) {
        SparkSession spark = SparkSession.builder().appName("daily-totals")
                .config("spark.sql.shuffle.partitions", "400")
                .getOrCreate();
        spark.read().parquet("s3a://acme-warehouse/orders")
                .groupBy("country").count()
                .write().mode("overwrite").parquet("s3a://acme-reports/orders-by-country");
    }
}
