package com.acme.ss038.bqconf;

import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;

/** The sink's format comes from the job's arguments: the linter cannot tell what the append does. */
class ConfiguredSink {

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("configured-sink").getOrCreate();
        String format = args[0];
        spark.readStream().format("rate").load()
                .writeStream()
                .queryName("configured-sink")
                .option("checkpointLocation", "/chk/configured-sink")
                .foreachBatch((Dataset<Row> batch, Long batchId) ->
                        batch.write().format(format).mode("append").save(args[1]))
                .start();
    }
}
