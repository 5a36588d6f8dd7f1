package com.acme.ingest;

import com.acme.ingest.sink.SinkWriter;
import javax.annotation.PostConstruct;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.stereotype.Service;

/** Reads the events topic when the service starts and hands the stream to the injected writer. */
@Service
public class IngestService {

    @Autowired
    private SparkSession spark;

    @Autowired
    private SinkWriter writer;

    @PostConstruct
    public void start() throws Exception {
        Dataset<Row> events = spark.readStream()
                .format("kafka")
                .option("kafka.bootstrap.servers", "broker-1:9092")
                .option("subscribe", "events")
                .option("maxOffsetsPerTrigger", "50000")
                .load()
                .selectExpr("CAST(key AS STRING) AS type", "timestamp");
        writer.write(events);
    }
}
