package com.acme.notifications;

import static org.apache.spark.sql.functions.col;
import static org.apache.spark.sql.functions.struct;
import static org.apache.spark.sql.functions.to_json;

import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.types.DataTypes;
import org.apache.spark.sql.types.StructType;

/** Republishes new sign-ups to the welcome-mail topic; the Kafka sink needs a checkpoint too. */
class WelcomeMailFeedJob {

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("welcome-mail-feed").getOrCreate();

        StructType signupSchema = new StructType()
                .add("userId", DataTypes.StringType)
                .add("email", DataTypes.StringType)
                .add("locale", DataTypes.StringType);

        Dataset<Row> signups = spark.readStream()
                .schema(signupSchema)
                .option("maxFilesPerTrigger", 50)
                .json("s3a://acme-identity/exports/signups");

        signups.select(col("userId").as("key"), to_json(struct(col("email"), col("locale"))).as("value"))
                .writeStream()
                .format("kafka")
                .option("kafka.bootstrap.servers", "kafka-notify:9092")
                .option("topic", "mail.welcome")
                .start() // expect: SS003 "has no checkpoint location: Spark rejects it at start()" "Add .option(\"checkpointLocation\", \"<durable path, one per query>\") to the writeStream() chain"
                .awaitTermination();
    }
}
