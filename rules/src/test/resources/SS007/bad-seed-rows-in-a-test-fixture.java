package com.acme.ss007.fixture;

import java.util.Arrays;
import java.util.List;

import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.RowFactory;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.streaming.StreamingQuery;
import org.apache.spark.sql.types.DataTypes;
import org.apache.spark.sql.types.StructType;

/** An integration-test fixture feeds hand-written rows to the pipeline as if they were a stream. */
class AlertPipelineFixture {

    private static final StructType ALERT = new StructType()
            .add("host", DataTypes.StringType)
            .add("severity", DataTypes.IntegerType);

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().master("local[2]").appName("alert-fixture").getOrCreate();
        run(spark);
    }

    static Dataset<Row> alerts(SparkSession spark) {
        List<Row> rows = Arrays.asList(RowFactory.create("db-1", 3), RowFactory.create("web-2", 1));
        return spark.createDataFrame(rows, ALERT);
    }

    static StreamingQuery startPipeline(Dataset<Row> alerts) throws Exception {
        return alerts.filter("severity >= 2")
                .writeStream() // expect: SS007 "is called on a batch Dataset (no input is a stream): Spark throws WRITE_STREAM_NOT_ALLOWED at this call" "Read the input with spark.readStream()"
                .format("memory")
                .queryName("paged_alerts")
                .start();
    }

    static void run(SparkSession spark) throws Exception {
        startPipeline(alerts(spark)).processAllAvailable();
    }
}
