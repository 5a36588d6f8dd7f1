package com.acme.ss035.typed;

import static org.apache.spark.sql.functions.col;

import org.apache.spark.api.java.function.MapFunction;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Encoders;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;

/** A typed map rebuilds the rows, and the watermark on 'seenAt' does not survive it. */
class DeviceIds {
    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("device-ids").getOrCreate();
        Dataset<String> ids = spark.readStream().format("rate").load()
                .select(col("value").as("device"), col("timestamp").as("seenAt"))
                .withWatermark("seenAt", "10 minutes")
                .map((MapFunction<Row, String>) r -> "dev-" + r.getLong(0), Encoders.STRING());

        ids.dropDuplicates("value") // expect: SS035 "keeps every 'value' value seen in the state for ever: no key column carries a watermark" "use dropDuplicatesWithinWatermark(\"value\")"
                .writeStream()
                .format("console")
                .start()
                .awaitTermination();
    }
}
