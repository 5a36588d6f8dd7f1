package com.acme.logs;

import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.streaming.Trigger;
import org.apache.spark.sql.types.DataTypes;
import org.apache.spark.sql.types.StructType;

/** Hourly compaction of landed JSON files, with maxFilesPerTrigger that Once ignores. */
class AccessLogCompaction {

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("access-log-compaction").getOrCreate();
        StructType schema = new StructType().add("ts", DataTypes.TimestampType).add("path", DataTypes.StringType);
        Dataset<Row> logs = spark.readStream().schema(schema)
                .option("maxFilesPerTrigger", 500)
                .json("s3a://acme-logs/landing/access");
        logs.writeStream()
                .format("parquet")
                .option("checkpointLocation", "s3a://acme-logs/checkpoints/access-compaction")
                .trigger(Trigger.Once()) // expect: SS033 "reads everything available in one micro-batch, which after downtime can run out of memory" "Use Trigger.AvailableNow()"
                .start("s3a://acme-logs/compacted/access")
                .awaitTermination();
    }
}
