package com.acme.sinks;

import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.streaming.StreamingQuery;

/**
 * The audit copy is started in a branch that does not return, and the main query after it under the same name:
 * when audit is on, both start in one session and Spark rejects the second.
 */
class AuditedSink {

    static StreamingQuery toKafka(Dataset<Row> data, String topic, boolean audit) throws Exception {
        if (audit) {
            data.writeStream()
                    .format("parquet")
                    .queryName("sink_" + topic)
                    .option("checkpointLocation", "/chk/audit_" + topic)
                    .start("/audit/" + topic);
        }
        return data.writeStream()
                .format("kafka")
                .queryName("sink_" + topic) // expect: SS039 "Spark rejects the second start()" "Give each query its own queryName"
                .option("kafka.bootstrap.servers", "127.0.0.1:9")
                .option("topic", topic)
                .option("checkpointLocation", "/chk/sink_" + topic)
                .start();
    }

    static void run(SparkSession spark) throws Exception {
        Dataset<Row> events = spark.readStream().format("rate").load().selectExpr("CAST(value AS STRING) AS value");
        toKafka(events, "events", true);
    }

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("sink").getOrCreate();
        run(spark);
        spark.streams().awaitAnyTermination();
    }
}
