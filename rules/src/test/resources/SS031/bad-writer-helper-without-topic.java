package com.acme.ss031.helper;

import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.streaming.StreamingQuery;

import static org.apache.spark.sql.functions.col;
import static org.apache.spark.sql.functions.expr;

/** A publishing helper expects a topic column; this job's rows have none, and no topic option is set. */
class SensorBridgeJob {

    static StreamingQuery publish(Dataset<Row> rows, String checkpoint) throws Exception {
        return rows.writeStream()
                .format("kafka")
                .option("kafka.bootstrap.servers", "127.0.0.1:9")
                .option("checkpointLocation", checkpoint)
                .start(); // expect: SS031 "the query fails right after start() with \"topic option required when no 'topic' attribute is present\"" "Add .option(\"topic\", \"<topic>\") to the writer, or a topic column"
    }

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("sensor-bridge").getOrCreate();
        run(spark);
        spark.streams().awaitAnyTermination();
    }

    static void run(SparkSession spark) throws Exception {
        Dataset<Row> readings = spark.readStream()
                .format("rate")
                .load()
                .select(expr("CAST(value AS STRING) AS value"), col("timestamp"));
        publish(readings, "checkpoints/ss031-sensor-bridge");
    }
}
