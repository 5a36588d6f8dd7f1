package com.acme.ss038.label;

import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/** The batch id goes into a label that is only logged; the parquet append does not use it. */
class SensorArchive {
    private static final Logger log = LoggerFactory.getLogger(SensorArchive.class);

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("sensor-archive").getOrCreate();
        spark.readStream().format("rate").load()
                .writeStream()
                .queryName("sensor-archive")
                .option("checkpointLocation", "/chk/sensor-archive")
                .foreachBatch((Dataset<Row> readings, Long batchId) -> {
                    String label = "sensor batch " + batchId;
                    log.info("writing {}", label);
                    readings.write().mode("append").parquet("/archive/sensors"); // expect: SS038 "they are written twice" "write each batch to its own directory keyed by"
                })
                .start();
    }
}
