package com.acme.telemetry;

import static org.apache.spark.sql.functions.col;

import java.util.Iterator;

import org.apache.spark.api.java.function.MapFunction;
import org.apache.spark.api.java.function.MapGroupsFunction;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Encoders;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;

/** Summarises each micro-batch per host with mapGroups: not an aggregation, so append needs no watermark. */
class HostBatchSummaryJob {

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("host-batch-summary").getOrCreate();

        Dataset<Row> logLines = spark.readStream()
                .format("kafka")
                .option("kafka.bootstrap.servers", "kafka-logs:9092")
                .option("subscribe", "syslog")
                .option("maxOffsetsPerTrigger", 200000L)
                .load()
                .select(col("key").cast("string").as("host"), col("value").cast("string").as("line"));

        Dataset<String> summaries = logLines
                .groupByKey((MapFunction<Row, String>) r -> r.getAs("host"), Encoders.STRING())
                .mapGroups((MapGroupsFunction<String, Row, String>) (host, lines) -> { // expect: SS037
                    int errors = 0;
                    int total = 0;
                    for (Iterator<Row> it = lines; it.hasNext(); ) {
                        String line = it.next().getAs("line");
                        total++;
                        if (line.contains("ERROR")) {
                            errors++;
                        }
                    }
                    return host + "\t" + total + "\t" + errors;
                }, Encoders.STRING());

        summaries.writeStream()
                .format("text")
                .option("checkpointLocation", "hdfs:///checkpoints/host-batch-summary")
                .start("hdfs:///telemetry/host_batch_summary")
                .awaitTermination();
    }
}
