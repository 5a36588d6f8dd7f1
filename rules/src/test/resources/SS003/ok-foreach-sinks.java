package com.acme.crm;

import org.apache.spark.api.java.function.VoidFunction2;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.ForeachWriter;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SaveMode;
import org.apache.spark.sql.SparkSession;

/** foreachBatch and foreach sinks: Spark gives them a temporary checkpoint instead of rejecting the query. */
class ContactSyncJob {

    static final class WebhookWriter extends ForeachWriter<Row> {
        @Override
        public boolean open(long partitionId, long epochId) {
            return true;
        }

        @Override
        public void process(Row contact) {
            System.out.println("POST /contacts " + contact.getAs("contactId"));
        }

        @Override
        public void close(Throwable errorOrNull) {
        }
    }

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("contact-sync").getOrCreate();

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
                                .save()) // expect: SS038
                .start();

        contacts.writeStream()
                .foreach(new WebhookWriter())
                .start();

        spark.streams().awaitAnyTermination();
    }
}
