package com.acme.energy;

import org.apache.spark.SparkConf;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.types.DataTypes;
import org.apache.spark.sql.types.StructType;

/** The checkpoint root is set on a SparkConf that is handed to the session builder. */
class GridEventsJob {

    public static void main(String[] args) throws Exception {
        SparkConf conf = new SparkConf()
                .setAppName("grid-events")
                .set("spark.sql.shuffle.partitions", "48")
                .set("spark.sql.streaming.checkpointLocation", "abfss://grid@acmeenergy.dfs.core.windows.net/_checkpoints");
        SparkSession spark = SparkSession.builder().config(conf).getOrCreate();

        StructType eventSchema = new StructType()
                .add("substation", DataTypes.StringType)
                .add("eventType", DataTypes.StringType)
                .add("occurredAt", DataTypes.TimestampType);

        Dataset<Row> gridEvents = spark.readStream()
                .schema(eventSchema)
                .option("maxFilesPerTrigger", 25)
                .json("abfss://grid@acmeenergy.dfs.core.windows.net/landing/events");

        gridEvents.writeStream()
                .format("delta")
                .queryName("grid_events_bronze")
                .toTable("grid.events_bronze")
                .awaitTermination();
    }
}
