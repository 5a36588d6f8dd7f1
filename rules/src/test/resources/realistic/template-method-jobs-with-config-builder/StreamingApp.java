package com.acme.pipelines;

import java.util.Map;

import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.streaming.DataStreamReader;
import org.apache.spark.sql.streaming.StreamingQuery;

/**
 * The team's template: run() builds the session, reads the configured topic, lets the job transform the events and
 * writes them to Delta under the job's checkpoint. Each job only says what it computes.
 */
public abstract class StreamingApp {

    protected final PipelineConfig config;

    protected StreamingApp(PipelineConfig config) {
        this.config = config;
    }

    protected abstract Dataset<Row> transform(Dataset<Row> events);

    public final StreamingQuery run() throws Exception {
        SparkSession spark = SparkSession.builder().appName(config.name()).getOrCreate();
        return write(transform(read(spark)));
    }

    private Dataset<Row> read(SparkSession spark) {
        DataStreamReader reader = spark.readStream()
                .format("kafka") // expect: SS002
                .option("subscribe", config.topic());
        for (Map.Entry<String, String> option : config.kafka().entrySet()) {
            reader = reader.option(option.getKey(), option.getValue());
        }
        return reader.load().selectExpr("CAST(value AS STRING) AS json", "timestamp AS eventTime");
    }

    private StreamingQuery write(Dataset<Row> result) throws Exception {
        return result.writeStream()
                .queryName(config.name())
                .format("delta")
                .option("checkpointLocation", config.checkpoint())
                .toTable("lake." + config.name());
    }
}
