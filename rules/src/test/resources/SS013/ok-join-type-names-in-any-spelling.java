package com.acme.ss013.spelling;

import static org.apache.spark.sql.functions.col;

import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;

/** Spark reads join types ignoring case and underscores: "LEFT_OUTER", "leftOuter" and "left" are one type. */
class ParcelsWithDepotsJob {

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("parcels-with-depots").getOrCreate();
        run(spark);
        spark.streams().awaitAnyTermination();
    }

    static void run(SparkSession spark) throws Exception {
        Dataset<Row> parcels = spark.readStream().format("rate").load()
                .selectExpr("value AS parcelId", "value % 3 AS depotId");
        Dataset<Row> depots = spark.range(3).selectExpr("id AS depotKey", "CONCAT('depot-', id) AS depotName");
        parcels.join(depots, col("depotId").equalTo(col("depotKey")), "LEFT_OUTER")
                .join(depots.withColumnRenamed("depotKey", "k2").withColumnRenamed("depotName", "n2"),
                        col("depotId").equalTo(col("k2")), "leftOuter")
                .writeStream()
                .queryName("parcels_with_depots")
                .format("memory")
                .start();
    }
}
