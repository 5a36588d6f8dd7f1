package com.acme.ss038.mergekeyed;

import static org.apache.spark.sql.functions.lit;

import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;

/** The totals row remembers the last batch it added: the MERGE adds only batches it has not seen. */
class StockLevels {

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("stock-levels").getOrCreate();
        spark.readStream().format("rate").load()
                .selectExpr("CAST(value % 20 AS STRING) AS sku", "1L AS qty")
                .writeStream()
                .queryName("stock-levels")
                .option("checkpointLocation", "/chk/stock-levels")
                .foreachBatch((Dataset<Row> batch, Long batchId) -> {
                    batch.withColumn("batch_id", lit(batchId)).createOrReplaceTempView("moves");
                    batch.sparkSession().sql("MERGE INTO wh.stock t USING moves s ON t.sku = s.sku "
                            + "WHEN MATCHED AND t.last_batch < s.batch_id "
                            + "THEN UPDATE SET t.qty = t.qty + s.qty, t.last_batch = s.batch_id "
                            + "WHEN NOT MATCHED THEN INSERT (sku, qty, last_batch) VALUES (s.sku, s.qty, s.batch_id)");
                })
                .start();
    }
}
