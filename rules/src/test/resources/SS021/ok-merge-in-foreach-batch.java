package com.acme.ss021.merge;

import io.delta.tables.DeltaTable;
import org.apache.spark.api.java.function.VoidFunction2;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;

/** The recommended upsert: update mode with foreachBatch merging each batch into the Delta table. */
class StoreRevenueUpsertJob {
    static final String TABLE_PATH = "out/store-revenue-upsert";

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("store-revenue-upsert").getOrCreate();
        run(spark);
        spark.streams().awaitAnyTermination();
    }

    static void upsert(Dataset<Row> batch, long batchId) {
        DeltaTable.forPath(batch.sparkSession(), TABLE_PATH).as("t")
                .merge(batch.as("s"), "t.store = s.store")
                .whenMatched().updateAll()
                .whenNotMatched().insertAll()
                .execute();
    }

    static void run(SparkSession spark) throws Exception {
        spark.range(0).selectExpr("id AS store", "id AS count").write().format("delta").save(TABLE_PATH);
        spark.readStream()
                .format("rate")
                .load()
                .selectExpr("value % 25 AS store")
                .groupBy("store")
                .count()
                .writeStream()
                .outputMode("update")
                .foreachBatch((VoidFunction2<Dataset<Row>, Long>) StoreRevenueUpsertJob::upsert)
                .option("checkpointLocation", "checkpoints/store-revenue-upsert")
                .start();
    }
}
