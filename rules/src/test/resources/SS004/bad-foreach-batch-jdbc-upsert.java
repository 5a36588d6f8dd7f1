package com.acme.crm;

import org.apache.spark.api.java.function.VoidFunction2;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SaveMode;
import org.apache.spark.sql.SparkSession;

/** Contact changes copied to Postgres in each micro-batch; the writer has no checkpoint. */
class ContactChangesToPostgres {

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("contact-changes").getOrCreate();
        Dataset<Row> contacts = spark.readStream()
                .format("kafka")
                .option("kafka.bootstrap.servers", "kafka-crm:9092")
                .option("subscribe", "crm.contacts")
                .option("maxOffsetsPerTrigger", 2000L)
                .load()
                .selectExpr("CAST(key AS STRING) AS contactId", "CAST(value AS STRING) AS contact");

        contacts.writeStream()
                .foreachBatch((VoidFunction2<Dataset<Row>, Long>) (batch, batchId) ->
                        batch.write().mode(SaveMode.Append).format("jdbc")
                                .option("url", "jdbc:postgresql://crm-db:5432/crm")
                                .option("dbtable", "contact_changes")
                                .save()) // expect: SS038 "they are written twice" "Write idempotently: upsert on the table's key"
                .start() // expect: SS004 "nothing is recovered (the Kafka source starts at the latest offsets, the default of startingOffsets" "Add .option(\"checkpointLocation\", \"<durable path, one per query>\") to the writeStream() chain"
                .awaitTermination();
    }
}
