package com.acme.crm;

import org.apache.spark.api.java.function.VoidFunction2;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.streaming.StreamingQuery;
import org.apache.spark.sql.streaming.Trigger;

/** A batch-style helper starts foreachBatch exports once. */
class CrmExports {

    static StreamingQuery exportOnce(Dataset<Row> rows, String name) throws Exception {
        return rows.writeStream()
                .queryName(name)
                .option("checkpointLocation", "hdfs:///checkpoints/crm/" + name)
                .trigger(Trigger.Once()) // expect: SS033 "reads everything available in one micro-batch, which after downtime can run out of memory" "Use Trigger.AvailableNow()"
                .foreachBatch((VoidFunction2<Dataset<Row>, Long>) (batch, batchId) ->
                        batch.write().format("parquet").mode("append").save("hdfs:///exports/crm/" + name)) // expect: SS038 "they are written twice" "write each batch to its own directory keyed by"
                .start();
    }

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("crm-exports").getOrCreate();
        Dataset<Row> contacts = spark.readStream().format("kafka")
                .option("kafka.bootstrap.servers", "kafka-crm:9092")
                .option("subscribe", "crm.contacts")
                .option("maxOffsetsPerTrigger", 2000L)
                .load();
        exportOnce(contacts, "contacts").awaitTermination();
    }
}
