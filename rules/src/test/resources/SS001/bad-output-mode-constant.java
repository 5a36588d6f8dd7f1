package com.acme.logistics;

import static org.apache.spark.sql.functions.col;
import static org.apache.spark.sql.functions.count;
import static org.apache.spark.sql.functions.from_json;
import static org.apache.spark.sql.functions.window;

import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.types.DataTypes;
import org.apache.spark.sql.types.StructType;

/** Scans per depot and hour; the output mode comes from a constant that says "Append", and no watermark is set. */
class DepotScansJob {

    private static final String OUTPUT_MODE = "Append";
    private static final String CHECKPOINT_ROOT = "s3a://acme-logistics/checkpoints/";

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("depot-scans").getOrCreate();

        StructType scanSchema = new StructType()
                .add("parcelId", DataTypes.StringType)
                .add("depot", DataTypes.StringType)
                .add("scannedAt", DataTypes.TimestampType);

        Dataset<Row> scans = spark.readStream()
                .format("kafka")
                .option("kafka.bootstrap.servers", "kafka-logistics:9092")
                .option("subscribe", "parcel.scans")
                .option("maxOffsetsPerTrigger", "25000")
                .load()
                .select(from_json(col("value").cast("string"), scanSchema).as("scan"))
                .select("scan.*");

        Dataset<Row> perDepotHour = scans
                .groupBy(col("depot"), window(col("scannedAt"), "1 hour")) // expect: SS001 "none of its grouping keys carries an event-time watermark: Spark rejects the query at start()" "Add .withWatermark(\"scannedAt\", \"<delay>\") before groupBy(col(\"depot\"), window(col(\"scannedAt\"), \"1 hour\"))"
                .agg(count("parcelId").as("scans"));

        perDepotHour.writeStream()
                .outputMode(OUTPUT_MODE)
                .format("delta")
                .option("checkpointLocation", CHECKPOINT_ROOT + "depot-scans")
                .toTable("logistics.depot_scans_hourly")
                .awaitTermination();
    }
}
