package com.acme.ss041.helper;

import static org.apache.spark.sql.functions.col;

import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;

/** The source helper always adds a watermark; this job only archives the rows. */
class Sources {
    static Dataset<Row> meterReadings(SparkSession spark) {
        return spark.readStream().format("rate").load()
                .select(col("value").as("meterId"), col("timestamp").as("readAt"))
                .withWatermark("readAt", "30 minutes"); // expect: SS041 "has no effect: the query writing 's3a://acme-energy/archive/readings' has no stateful operator" "Remove it, or filter late events explicitly (e.g. where(col(\"readAt\").gt(..)))"
    }
}

class ArchiveJob {
    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("archive").getOrCreate();
        Sources.meterReadings(spark)
                .writeStream()
                .format("parquet")
                .option("path", "s3a://acme-energy/archive/readings")
                .option("checkpointLocation", "s3a://acme-energy/checkpoints/archive")
                .start()
                .awaitTermination();
    }
}
