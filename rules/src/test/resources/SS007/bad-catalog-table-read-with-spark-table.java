package com.acme.ss007.catalog;

import static org.apache.spark.sql.functions.col;

import org.apache.spark.sql.SaveMode;
import org.apache.spark.sql.SparkSession;

/** spark.table() reads a catalog table as a batch: streaming from it needs spark.readStream().table(). */
class OrderSnapshotsFollower {

    static final String SNAPSHOTS = "default.ss007_order_snapshots";

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("order-snapshots").getOrCreate();
        run(spark);
        spark.streams().awaitAnyTermination();
    }

    /** Creates the table on a fresh warehouse, as the deployment scripts do. */
    static void ensureSnapshotsTable(SparkSession spark) {
        spark.range(3).withColumn("status", col("id").mod(2))
                .write().mode(SaveMode.Overwrite).saveAsTable(SNAPSHOTS);
    }

    static void run(SparkSession spark) throws Exception {
        ensureSnapshotsTable(spark);
        spark.table(SNAPSHOTS)
                .filter(col("status").equalTo(1))
                .writeStream() // expect: SS007 "is called on a batch Dataset (no input is a stream): Spark throws WRITE_STREAM_NOT_ALLOWED at this call" "Read the input with spark.readStream()"
                .format("memory")
                .queryName("open_orders")
                .start();
    }
}
