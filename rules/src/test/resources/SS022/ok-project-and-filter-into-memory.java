package com.acme.ss022.mapfilter;

import static org.apache.spark.sql.functions.col;

import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.streaming.Trigger;

/** Projections and filters from rate into memory: what continuous processing is for. */
class EvenValuesJob {
    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("even-values").getOrCreate();
        run(spark);
        spark.streams().awaitAnyTermination();
    }

    static void run(SparkSession spark) throws Exception {
        spark.readStream()
                .format("rate")
                .option("numPartitions", "1")
                .load()
                .select(col("value"), col("timestamp").alias("producedAt"))
                .filter(col("value").mod(2).equalTo(0))
                .withColumn("doubled", col("value").multiply(2))
                .writeStream()
                .format("memory")
                .queryName("even_values")
                .trigger(Trigger.Continuous("1 second"))
                .start();
    }
}
