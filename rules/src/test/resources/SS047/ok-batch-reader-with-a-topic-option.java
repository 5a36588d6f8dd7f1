package com.acme.ss047.batch;

import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;

/** A batch read for a report is not a streaming source: the rule leaves batch readers alone. */
// expect: no streaming query
class TopicAudit {

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("topic-audit").getOrCreate();
        Dataset<Row> audit = spark.read()
                .format("kafka")
                .option("kafka.bootstrap.servers", "broker-1:9092")
                .option("subscribe", "audit")
                .option("topic", "audit")
                .load();
        audit.groupBy("partition").count().show();
    }
}
