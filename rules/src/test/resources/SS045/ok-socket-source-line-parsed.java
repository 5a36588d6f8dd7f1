package com.acme.ss045.parsed;

import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;

/** The socket source without a schema: its line is split into columns after load(). Built by a helper, started by the caller. */
class TcpMetricsParser {

    static Dataset<Row> build(SparkSession spark) {
        return spark.readStream()
                .format("socket")
                .option("host", "metrics-relay")
                .option("port", 7777)
                .option("includeTimestamp", true)
                .load()
                .selectExpr("timestamp", "split(value, ',')[0] AS metric", "CAST(split(value, ',')[1] AS DOUBLE) AS v");
    }

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("tcp-metrics").getOrCreate();
        run(spark).writeStream().format("console").start().awaitTermination();
    }

    static Dataset<Row> run(SparkSession spark) throws Exception {
        return build(spark);
    }
}
