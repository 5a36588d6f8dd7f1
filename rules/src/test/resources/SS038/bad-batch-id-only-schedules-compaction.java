package com.acme.ss038.compaction;

import java.util.Properties;

import org.apache.spark.api.java.function.VoidFunction2;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;

/** Every tenth batch compacts the table; the batch id decides when, and nothing else. */
class ClicksToWarehouse {

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("clicks-to-warehouse").getOrCreate();
        Properties props = new Properties();
        props.setProperty("user", "etl");
        spark.readStream().format("rate").load()
                .writeStream()
                .queryName("clicks-to-warehouse")
                .option("checkpointLocation", "/chk/clicks-to-warehouse")
                .foreachBatch((VoidFunction2<Dataset<Row>, Long>) (batch, batchId) -> {
                    batch.write().mode("append").jdbc("jdbc:postgresql://dw/web", "clicks", props); // expect: SS038 "they are written twice" "Write idempotently: upsert on the table's key"
                    if (batchId % 10 == 0) {
                        spark.sql("ANALYZE TABLE web.clicks_summary COMPUTE STATISTICS");
                    }
                })
                .start();
    }
}
