package com.acme.ss008.noagg;

import static org.apache.spark.sql.functions.col;

import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;

/** Large readings are forwarded as they come; "complete" was copied from the dashboard job next door. */
class LargeReadingsJob {

    static final class Settings {
        static final String MODE = "complete";
        static final long THRESHOLD = 900L;
    }

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("large-readings").getOrCreate();
        run(spark);
        spark.streams().awaitAnyTermination();
    }

    static void run(SparkSession spark) throws Exception {
        Dataset<Row> readings = spark.readStream()
                .format("rate")
                .option("rowsPerSecond", "5")
                .load()
                .select(col("timestamp").as("readAt"), col("value").mod(1000).as("reading"));
        readings.filter(col("reading").gt(Settings.THRESHOLD))
                .writeStream()
                .queryName("large_readings")
                .outputMode(Settings.MODE) // expect: SS008 "has none: Spark rejects it at start()" "Use outputMode(\"append\") to write the rows as they come"
                .format("console")
                .start();
    }
}
