package io.streamlint.samples.jobs;

import io.streamlint.samples.common.SparkSessions;
import io.streamlint.samples.common.StreamingConstants;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.streaming.StreamingQuery;
import org.apache.spark.sql.streaming.Trigger;
import org.apache.spark.sql.types.DataTypes;
import org.apache.spark.sql.types.StructType;

import static org.apache.spark.sql.functions.avg;
import static org.apache.spark.sql.functions.col;
import static org.apache.spark.sql.functions.count;
import static org.apache.spark.sql.functions.from_json;
import static org.apache.spark.sql.functions.max;
import static org.apache.spark.sql.functions.min;
import static org.apache.spark.sql.functions.to_date;
import static org.apache.spark.sql.functions.window;

/**
 * Hourly temperature statistics per sensor: IoT readings topic → parquet files for the facilities team.
 *
 * <p>Streamlint sample, SS001: the watermark is on the broker's ingestion time but the window is on the
 * device's event time. No grouping key carries a watermark, so Spark rejects this append-mode (the default)
 * query at {@code start()}.
 *
 * <pre>
 * Usage: SensorHourlyStatsJob [bootstrapServers] [outputPath] [checkpointPath]
 * </pre>
 */
public final class SensorHourlyStatsJob {

    private static final StructType READING_SCHEMA = new StructType()
            .add("sensorId", DataTypes.StringType, false)
            .add("siteId", DataTypes.StringType)
            .add("temperatureC", DataTypes.DoubleType)
            .add("humidityPct", DataTypes.DoubleType)
            .add("batteryPct", DataTypes.IntegerType)
            .add("eventTime", DataTypes.TimestampType);

    private SensorHourlyStatsJob() {
    }

    public static void main(String[] args) throws Exception {
        String bootstrapServers = args.length > 0 ? args[0] : StreamingConstants.DEFAULT_BOOTSTRAP_SERVERS;
        String outputPath = args.length > 1 ? args[1] : StreamingConstants.LAKE_ROOT + "/silver/sensor_hourly_stats";
        String checkpointPath = args.length > 2 ? args[2] : StreamingConstants.CHECKPOINT_ROOT + "/sensor-hourly-stats";

        SparkSession spark = SparkSessions.create("sensor-hourly-stats");

        Dataset<Row> readings = spark.readStream()
                .format("kafka")
                .option("kafka.bootstrap.servers", bootstrapServers)
                .option("subscribe", StreamingConstants.TOPIC_SENSOR_READINGS)
                .option("startingOffsets", "earliest")
                .option("maxOffsetsPerTrigger", 200_000)
                .load()
                .select(
                        from_json(col("value").cast("string"), READING_SCHEMA).as("r"),
                        col("timestamp").as("ingestTime"))
                .select("r.*", "ingestTime")
                .filter(col("temperatureC").isNotNull());

        // Devices buffer readings while offline and their clocks drift, so eventTime can lag by hours.
        // The broker timestamp only moves forward, so the watermark goes there.
        Dataset<Row> hourly = readings
                .withWatermark("ingestTime", "30 minutes")
                .groupBy(window(col("eventTime"), "1 hour"), col("siteId"), col("sensorId")) // expect: SS001
                .agg(
                        avg("temperatureC").as("avgTemperatureC"),
                        min("temperatureC").as("minTemperatureC"),
                        max("temperatureC").as("maxTemperatureC"),
                        avg("humidityPct").as("avgHumidityPct"),
                        min("batteryPct").as("minBatteryPct"),
                        count("*").as("readings"))
                .withColumn("hourStart", col("window.start"))
                .withColumn("date", to_date(col("window.start")))
                .drop("window");

        StreamingQuery query = hourly.writeStream()
                .queryName("sensor-hourly-stats")
                .format("parquet")
                .option("path", outputPath)
                .option("checkpointLocation", checkpointPath)
                .partitionBy("date")
                .trigger(Trigger.ProcessingTime("5 minutes"))
                .start();

        // log.info("sensor-hourly-stats running, id={}", query.id())
        query.awaitTermination();
    }
}
