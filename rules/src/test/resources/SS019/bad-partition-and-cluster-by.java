package com.acme.ss019.clustered;

import org.apache.spark.sql.SparkSession;

/** Spark 4: a writer may be partitioned or clustered, not both; the second call throws. */
class SalesBronzeJob {
    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("sales-bronze").getOrCreate();
        run(spark);
        spark.streams().awaitAnyTermination();
    }

    static void run(SparkSession spark) throws Exception {
        spark.readStream()
                .format("rate")
                .load()
                .selectExpr("value AS saleId", "value % 20 AS region")
                .writeStream()
                .format("parquet")
                .partitionBy("region")
                .clusterBy("saleId") // expect: SS019 "Spark throws SPECIFY_CLUSTER_BY_WITH_PARTITIONED_BY_IS_NOT_ALLOWED" "Keep one of them"
                .option("checkpointLocation", "checkpoints/sales-bronze")
                .start("out/sales-bronze");
    }
}
