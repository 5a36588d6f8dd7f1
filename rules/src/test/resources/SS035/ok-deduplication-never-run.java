package com.acme.clicks;

import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;

/** The deduplicated stream was an experiment that nothing starts; the job writes the raw stream. */
class ClickArchiveJob {

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("click-archive").getOrCreate();
        Dataset<Row> clicks = spark.readStream().format("rate").load().selectExpr("value AS clickId", "timestamp");
        Dataset<Row> unique = clicks.dropDuplicates("clickId");
        clicks.writeStream()
                .format("parquet")
                .option("checkpointLocation", "s3a://acme-lake/_checkpoints/clicks")
                .start("s3a://acme-lake/clicks")
                .awaitTermination();
    }
}
