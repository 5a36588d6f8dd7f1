package com.acme.crm;

import org.apache.spark.api.java.function.VoidFunction2;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SaveMode;
import org.apache.spark.sql.SparkSession;

/** foreachBatch with its own checkpoint: a restart resumes after the last committed batch. */
class ContactChangesToPostgres {

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("contact-changes").getOrCreate();
        Dataset<Row> contacts = spark.readStream().format("kafka")
                .option("kafka.bootstrap.servers", "kafka-crm:9092")
                .option("subscribe", "crm.contacts")
                .option("maxOffsetsPerTrigger", 2000L)
                .load();

        contacts.writeStream()
                .option("checkpointLocation", "hdfs:///checkpoints/contact-changes")
                .foreachBatch((VoidFunction2<Dataset<Row>, Long>) (batch, batchId) ->
                        batch.write().mode(SaveMode.Append).format("jdbc")
                                .option("url", "jdbc:postgresql://crm-db:5432/crm")
                                .option("dbtable", "contact_changes")
                                .save()) // expect: SS038
                .start()
                .awaitTermination();
    }
}
