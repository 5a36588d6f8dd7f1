package com.acme.telemetry;

import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.ForeachWriter;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.streaming.StreamingQuery;

/** Device readings written row by row through a ForeachWriter. */
public class DeviceReadingsToHBase {

    static final class HBaseWriter extends ForeachWriter<Row> {
        @Override
        public boolean open(long partitionId, long epochId) {
            return true;
        }

        @Override
        public void process(Row reading) {
            System.out.println("put " + reading.getAs("deviceId"));
        }

        @Override
        public void close(Throwable errorOrNull) {
        }
    }

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("device-readings").getOrCreate();
        Dataset<Row> readings = spark.readStream().format("kafka")
                .option("kafka.bootstrap.servers", "kafka-iot:9092")
                .option("subscribe", "iot.readings")
                .option("maxOffsetsPerTrigger", 100000L)
                .load()
                .selectExpr("CAST(key AS STRING) AS deviceId", "CAST(value AS STRING) AS reading");

        StreamingQuery query = readings.writeStream()
                .queryName("device-readings-hbase")
                .foreach(new HBaseWriter())
                .start(); // expect: SS004 "nothing is recovered (the Kafka source starts at the latest offsets, the default of startingOffsets" "Add .option(\"checkpointLocation\", \"<durable path, one per query>\") to the writeStream() chain"
        query.awaitTermination();
    }
}
