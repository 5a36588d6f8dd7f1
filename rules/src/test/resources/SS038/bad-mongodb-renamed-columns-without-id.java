package com.acme.ss038.mongorename;

import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;

/** A helper renames the columns before the MongoDB write; none of them becomes _id. */
class MeterReadings {

    static void store(Dataset<Row> rows) {
        rows.withColumnRenamed("value", "reading").withColumnRenamed("timestamp", "at")
                .write().format("mongodb").option("collection", "meters").mode("append").save(); // expect: SS038 "they are inserted twice" "Write an _id column derived from the data"
    }

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("meters").getOrCreate();
        spark.readStream().format("rate").load()
                .writeStream()
                .queryName("meter-readings")
                .option("checkpointLocation", "/chk/meter-readings")
                .foreachBatch((Dataset<Row> batch, Long batchId) -> store(batch))
                .start();
    }
}
