package com.acme.crm;

import static org.apache.spark.sql.functions.col;
import static org.apache.spark.sql.functions.count;
import static org.apache.spark.sql.functions.from_json;
import static org.apache.spark.sql.functions.lit;
import static org.apache.spark.sql.functions.max;

import org.apache.spark.api.java.function.VoidFunction2;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SaveMode;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.types.DataTypes;
import org.apache.spark.sql.types.StructType;

/** Aggregates each micro-batch inside foreachBatch: the Dataset there is a batch Dataset. */
class ContactActivityJob {

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("contact-activity").getOrCreate();

        StructType activitySchema = new StructType()
                .add("contactId", DataTypes.StringType)
                .add("channel", DataTypes.StringType)
                .add("occurredAt", DataTypes.TimestampType);

        Dataset<Row> activities = spark.readStream()
                .format("kafka")
                .option("kafka.bootstrap.servers", "kafka-crm:9092")
                .option("subscribe", "crm.activities")
                .option("maxOffsetsPerTrigger", 20000L)
                .load()
                .select(from_json(col("value").cast("string"), activitySchema).as("a"))
                .select("a.*");

        activities.writeStream()
                .foreachBatch((VoidFunction2<Dataset<Row>, Long>) (batch, batchId) -> {
                    Dataset<Row> perContact = batch
                            .groupBy("contactId", "channel")
                            .agg(count("*").as("activities"), max("occurredAt").as("lastActivityAt"))
                            .withColumn("batchId", lit(batchId));
                    perContact.write().mode(SaveMode.Append).format("delta").saveAsTable("crm.contact_activity_batches");
                })
                .option("checkpointLocation", "s3a://acme-crm/checkpoints/contact-activity")
                .start()
                .awaitTermination();
    }
}
