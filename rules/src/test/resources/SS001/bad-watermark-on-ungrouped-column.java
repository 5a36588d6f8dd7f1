package com.acme.iot;

import static org.apache.spark.sql.functions.avg;
import static org.apache.spark.sql.functions.col;
import static org.apache.spark.sql.functions.max;

import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.types.DataTypes;
import org.apache.spark.sql.types.StructType;

/**
 * Average temperature per device. The watermark is on readingTime, but the query groups by deviceId only,
 * so no grouping key carries it.
 */
class DeviceTemperatureJob {

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("device-temperature").getOrCreate();

        StructType readingSchema = new StructType()
                .add("deviceId", DataTypes.StringType)
                .add("temperature", DataTypes.DoubleType)
                .add("readingTime", DataTypes.TimestampType);

        Dataset<Row> readings = spark.readStream()
                .schema(readingSchema)
                .option("maxFilesPerTrigger", 200)
                .json("abfss://telemetry@acmeiot.dfs.core.windows.net/landing/readings");

        Dataset<Row> perDevice = readings
                .withWatermark("readingTime", "15 minutes")
                .groupBy(col("deviceId")) // expect: SS001 "none of its grouping keys carries an event-time watermark: Spark rejects the query at start()" "add window(col(\"readingTime\"), \"<length>\") (or 'readingTime') to the grouping keys"
                .agg(avg("temperature").as("avgTemperature"), max("readingTime").as("lastReading"));

        perDevice.writeStream()
                .outputMode("append")
                .format("parquet")
                .option("checkpointLocation", "abfss://telemetry@acmeiot.dfs.core.windows.net/_checkpoints/device-temperature")
                .option("path", "abfss://telemetry@acmeiot.dfs.core.windows.net/curated/device_temperature")
                .start()
                .awaitTermination();
    }
}
