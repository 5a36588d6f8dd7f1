package com.acme.ss013.typo;

import static org.apache.spark.sql.functions.col;

import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;

/** "left outer" with a space is no join type: Spark throws UNSUPPORTED_JOIN_TYPE at the join call. */
class ShipmentsWithCarriersJob {

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("shipments-with-carriers").getOrCreate();
        run(spark);
        spark.streams().awaitAnyTermination();
    }

    static void run(SparkSession spark) throws Exception {
        Dataset<Row> shipments = spark.readStream().format("rate").load()
                .selectExpr("value AS shipmentId", "value % 4 AS carrierId", "timestamp AS shippedAt");
        Dataset<Row> carriers = spark.range(4).selectExpr("id AS carrierKey", "CONCAT('carrier-', id) AS carrierName");
        shipments.join(carriers, col("carrierId").equalTo(col("carrierKey")), "left outer") // expect: SS013 "it throws UNSUPPORTED_JOIN_TYPE at this call" "Use one of inner, cross, left_outer"
                .writeStream()
                .queryName("shipments_with_carriers")
                .format("memory")
                .start();
    }
}
