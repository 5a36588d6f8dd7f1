package com.acme.ss038.delta;

import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SaveMode;
import org.apache.spark.sql.SparkSession;

/** A method reference to an instance method that appends to a Delta path without txnVersion. */
class EventsToDelta {

    private final String target;

    EventsToDelta(String target) {
        this.target = target;
    }

    void writeBatch(Dataset<Row> events, Long batchId) {
        events.write()
                .format("delta")
                .mode(SaveMode.Append)
                .save(target); // expect: SS038 "they are written twice" "Make Delta skip a batch it has written"
    }

    void run(SparkSession spark) throws Exception {
        spark.readStream().format("rate").load()
                .writeStream()
                .option("checkpointLocation", "/chk/events")
                .foreachBatch(this::writeBatch)
                .start();
    }

    public static void main(String[] args) throws Exception {
        new EventsToDelta("/lake/events").run(SparkSession.builder().getOrCreate());
    }
}
