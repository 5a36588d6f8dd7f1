package com.acme.runner;

import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;

/** Named Kafka queries, checkpointed under the session's root (no checkpointLocation option of their own). */
public class KafkaSinks {
    public void write(Dataset<Row> data, String job, String processType) throws Exception {
        switch (processType) {
            case "batch":
                data.write().format("kafka").option("kafka.bootstrap.servers", "broker-1:9092")
                        .option("topic", job).save();
                break;
            case "stream":
                data.writeStream()
                        .format("kafka")
                        .queryName("sink_" + job)
                        .option("kafka.bootstrap.servers", "broker-1:9092")
                        .option("topic", job)
                        .start();
                break;
            default:
                throw new IllegalArgumentException(processType);
        }
    }
}
