package com.acme.ss038.writer;

import org.apache.spark.api.java.function.VoidFunction2;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;

/** A writer class implementing VoidFunction2, appending parquet files to one directory. */
class ParquetArchiver implements VoidFunction2<Dataset<Row>, Long> {

    private static final String ARCHIVE = "s3a://archive/clicks";

    @Override
    public void call(Dataset<Row> clicks, Long batchId) {
        clicks.write().mode("append").partitionBy("day").parquet(ARCHIVE); // expect: SS038 "they are written twice" "write each batch to its own directory keyed by"
    }
}

class ClickArchiveJob {

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("click-archive").getOrCreate();
        ParquetArchiver archiver = new ParquetArchiver();
        spark.readStream().format("rate").load()
                .selectExpr("value", "CAST(timestamp AS DATE) AS day")
                .writeStream()
                .option("checkpointLocation", "/chk/click-archive")
                .foreachBatch(archiver)
                .start();
    }
}
