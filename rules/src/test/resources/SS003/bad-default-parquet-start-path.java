package com.acme.iot;

import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.types.DataTypes;
import org.apache.spark.sql.types.StructType;

/** No format(...): the sink is parquet (spark.sql.sources.default), which needs a checkpoint. */
class SensorArchiveJob {

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("sensor-archive").getOrCreate();

        StructType readingSchema = new StructType()
                .add("sensorId", DataTypes.StringType)
                .add("value", DataTypes.DoubleType)
                .add("measuredAt", DataTypes.TimestampType);

        Dataset<Row> readings = spark.readStream()
                .schema(readingSchema)
                .option("maxFilesPerTrigger", 100)
                .json("hdfs:///iot/landing/readings");

        readings.writeStream()
                .partitionBy("sensorId")
                .start("hdfs:///iot/archive/readings") // expect: SS003 "has no checkpoint location: Spark rejects it at start()" "Add .option(\"checkpointLocation\", \"<durable path, one per query>\") to the writeStream() chain"
                .awaitTermination();
    }
}
