package com.acme.legacy;

import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SQLContext;
import org.apache.spark.sql.SparkSession;

/**
 * Code from the Spark 1.x days: the checkpoint root is set through the legacy SQLContext, once from the stream's own
 * Dataset and once through a new SQLContext(spark): both are the job's session.
 */
class LegacyAuditJob {

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("legacy-audit").getOrCreate();
        SQLContext sql = new SQLContext(spark);
        sql.setConf("spark.sql.shuffle.partitions", "8");
        Dataset<Row> events = spark.readStream().format("rate").load();
        events.sqlContext().setConf("spark.sql.streaming.checkpointLocation", "s3a://acme-lake/_checkpoints");
        events.writeStream()
                .queryName("legacy_audit")
                .format("parquet")
                .start("s3a://acme-lake/audit")
                .awaitTermination();
    }
}
