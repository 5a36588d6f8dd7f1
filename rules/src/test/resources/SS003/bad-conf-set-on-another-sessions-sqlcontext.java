package com.acme.legacy;

import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;

/** The checkpoint root is set through the SQLContext of a reference table's new session, not the stream's. */
class LegacyExportJob {

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("legacy-export").getOrCreate();
        Dataset<Row> reference = spark.newSession().read().parquet("s3a://acme-lake/reference");
        reference.sqlContext().setConf("spark.sql.streaming.checkpointLocation", "s3a://acme-lake/_checkpoints");
        spark.readStream()
                .format("rate")
                .load()
                .writeStream()
                .queryName("legacy_export")
                .format("parquet")
                .start("s3a://acme-lake/export") // expect: SS003 "has no checkpoint location: Spark rejects it at start()" "Add .option(\"checkpointLocation\", \"<durable path, one per query>\") to the writeStream() chain"
                .awaitTermination();
    }
}
