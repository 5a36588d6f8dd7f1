package com.acme.writers;

import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;

/**
 * One writer for batch and streaming jobs, switching on the process type the caller passes: the streaming job
 * passes "stream", so the batch write() never runs on its stream.
 */
class ParquetWriter {

    static void write(Dataset<Row> data, String path, String processType) throws Exception {
        switch (processType) {
            case "batch":
                data.write().mode("append").parquet(path);
                break;
            case "stream":
                data.writeStream()
                        .format("parquet")
                        .option("checkpointLocation", path + "/_checkpoint")
                        .start(path);
                break;
            default:
                throw new IllegalArgumentException("unknown process type " + processType);
        }
    }

    static void run(SparkSession spark) throws Exception {
        write(spark.readStream().format("rate").load(), "out/ss006/parquet-writer", "stream");
    }

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("events-to-parquet").getOrCreate();
        run(spark);
        spark.streams().awaitAnyTermination();
    }
}
