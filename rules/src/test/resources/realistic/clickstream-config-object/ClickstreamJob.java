package io.clicks.job;

import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.streaming.DataStreamWriter;
import org.apache.spark.sql.streaming.Trigger;

/** Lands raw clicks twice: a named Delta table, and plain Parquet files for the legacy reports. */
public class ClickstreamJob {

    private final ClickJobConfig config;
    private final SparkSession spark;

    ClickstreamJob(ClickJobConfig config) {
        this.config = config;
        this.spark = ClickSessionFactory.create(config);
    }

    Dataset<Row> clicks() {
        return spark.readStream()
                .format("kafka")
                .option("kafka.bootstrap.servers", config.brokers)
                .option("subscribe", "web.clicks")
                .option("maxOffsetsPerTrigger", 250000L)
                .load()
                .selectExpr("CAST(value AS STRING) AS click", "timestamp");
    }

    /** Continuous by default; one catch-up batch when the scheduler asks for it. */
    Trigger trigger() {
        return config.catchUp ? Trigger.Once() : Trigger.ProcessingTime("1 minute");
    }

    void run() throws Exception {
        Dataset<Row> clicks = clicks();
        DataStreamWriter<Row> bronze = clicks.writeStream()
                .queryName("clicks-bronze")
                .format("delta")
                .trigger(trigger()); // expect: SS033
        bronze.toTable("bronze.clicks");

        clicks.writeStream()
                .format("parquet")
                .start(config.bronzePath); // expect: SS005

        spark.streams().awaitAnyTermination();
    }

    public static void main(String[] args) throws Exception {
        new ClickstreamJob(new ClickJobConfig(args)).run();
    }
}
