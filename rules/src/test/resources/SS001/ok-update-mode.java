package com.acme.fraud;

import static org.apache.spark.sql.functions.col;
import static org.apache.spark.sql.functions.count;
import static org.apache.spark.sql.functions.from_json;
import static org.apache.spark.sql.functions.struct;
import static org.apache.spark.sql.functions.sum;
import static org.apache.spark.sql.functions.to_json;

import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.types.DataTypes;
import org.apache.spark.sql.types.StructType;

/** Card spend per card, emitted in update mode to a Kafka topic the fraud service reads. */
class CardSpendJob {

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("card-spend").getOrCreate();

        StructType txSchema = new StructType()
                .add("cardId", DataTypes.StringType)
                .add("amountCents", DataTypes.LongType)
                .add("authorizedAt", DataTypes.TimestampType);

        Dataset<Row> transactions = spark.readStream()
                .format("kafka")
                .option("kafka.bootstrap.servers", "kafka-fraud:9092")
                .option("subscribe", "card.authorizations")
                .option("maxOffsetsPerTrigger", 30000L)
                .load()
                .select(from_json(col("value").cast("string"), txSchema).as("tx"))
                .select("tx.*");

        Dataset<Row> spendPerCard = transactions
                .groupBy("cardId")
                .agg(sum("amountCents").as("spentCents"), count("*").as("authorizations"));

        spendPerCard
                .select(col("cardId").as("key"), to_json(struct(col("*"))).as("value"))
                .writeStream()
                .outputMode("update")
                .format("kafka")
                .option("kafka.bootstrap.servers", "kafka-fraud:9092")
                .option("topic", "card.spend")
                .option("checkpointLocation", "s3a://acme-fraud/checkpoints/card-spend")
                .start()
                .awaitTermination();
    }
}
