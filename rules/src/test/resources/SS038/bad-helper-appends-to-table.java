package com.acme.ss038.helper;

import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SaveMode;
import org.apache.spark.sql.SparkSession;

/** The lambda hands the micro-batch to a sink class of the job; the batch id stays behind. */
class MetricsSink {

    static void save(Dataset<Row> metrics, String table) {
        metrics.write().format("iceberg").mode(SaveMode.Append).saveAsTable(table); // expect: SS038 "they are written twice" "write each batch to its own directory keyed by"
    }
}

class MetricsJob {

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("metrics").getOrCreate();
        spark.readStream().format("rate").load()
                .writeStream()
                .option("checkpointLocation", "/chk/metrics")
                .foreachBatch((batch, batchId) -> MetricsSink.save(batch, "lake.metrics"))
                .start();
    }
}
