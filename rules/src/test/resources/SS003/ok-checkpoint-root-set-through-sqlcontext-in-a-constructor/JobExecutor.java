package com.acme.runner;

import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;

/** Sets the session's checkpoint root through the legacy SQLContext, then runs jobs through its sinks. */
public class JobExecutor {
    private final SparkSession spark;
    private final String checkpointRoot;
    private final KafkaSinks sinks;

    public JobExecutor(SparkSession spark, String checkpointRoot) {
        this.spark = spark;
        this.checkpointRoot = checkpointRoot;
        this.sinks = new KafkaSinks();
        configure();
    }

    private void configure() {
        spark.sqlContext().setConf("spark.sql.streaming.checkpointLocation", checkpointRoot);
        spark.sqlContext().setConf("spark.sql.session.timeZone", "UTC");
    }

    public void execute(String job, String processType) throws Exception {
        Dataset<Row> events = spark.readStream().format("rate").load()
                .selectExpr("CAST(value AS STRING) AS value");
        sinks.write(events, job, processType);
    }
}
