package com.acme.ss041.view;

import static org.apache.spark.sql.functions.col;

import org.apache.spark.sql.SparkSession;

/** The watermarked stream is registered as a view and aggregated in SQL, which the linter does not follow. */
class SqlWindows {
    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("sql-windows").getOrCreate();
        spark.readStream().format("rate").load()
                .select(col("value").as("id"), col("timestamp").as("eventTime"))
                .withWatermark("eventTime", "10 minutes")
                .createOrReplaceTempView("events");
        spark.sql("SELECT window(eventTime, '1 minute') AS w, count(*) AS n FROM events GROUP BY window(eventTime, '1 minute')")
                .writeStream()
                .format("console")
                .start()
                .awaitTermination();
    }
}
