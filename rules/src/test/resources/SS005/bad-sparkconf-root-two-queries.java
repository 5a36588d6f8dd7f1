package com.acme.audit;

import org.apache.spark.SparkConf;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;

/** A SparkConf carries the root; one query is named, the other is not. */
class AuditFanOut {

    public static void main(String[] args) throws Exception {
        SparkConf conf = new SparkConf()
                .setAppName("audit-fan-out")
                .set("spark.sql.streaming.checkpointLocation", "hdfs:///checkpoints/audit");
        SparkSession spark = SparkSession.builder().config(conf).getOrCreate();

        Dataset<Row> audit = spark.readStream().format("kafka")
                .option("kafka.bootstrap.servers", "kafka-audit:9092")
                .option("subscribe", "audit.events")
                .option("maxOffsetsPerTrigger", 20000L)
                .load();

        audit.writeStream().queryName("audit-raw").format("parquet").start("hdfs:///warehouse/audit/raw");
        audit.filter("CAST(value AS STRING) LIKE '%LOGIN%'")
                .writeStream().format("parquet")
                .start("hdfs:///warehouse/audit/logins"); // expect: SS005 "checkpoints it in hdfs:///checkpoints/audit/<random UUID>, a new directory on every run: a restart recovers no offsets and no state" "Add .queryName(\"<stable name>\") to the writeStream() chain (the checkpoint becomes hdfs:///checkpoints/audit/<name>)"
        spark.streams().awaitAnyTermination();
    }
}
