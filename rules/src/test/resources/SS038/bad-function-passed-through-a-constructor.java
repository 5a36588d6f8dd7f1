package com.acme.ss038.constructorfunction;

import org.apache.spark.api.java.function.VoidFunction2;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;

/**
 * A query holder receives its source and its micro-batch function through its constructor; the provider wraps the
 * function with error handling first. The function appends, keyed by nothing.
 */
class ReportingQuery {
    private final Dataset<Row> source;
    private final VoidFunction2<Dataset<Row>, Long> perBatch;

    ReportingQuery(Dataset<Row> source, VoidFunction2<Dataset<Row>, Long> perBatch) {
        this.source = source;
        this.perBatch = perBatch;
    }

    void start() throws Exception {
        source.writeStream()
                .option("checkpointLocation", "/chk/reporting")
                .foreachBatch(perBatch)
                .start();
    }
}

class ReportingQueryProvider {

    ReportingQuery query(SparkSession spark) {
        Dataset<Row> source = spark.readStream().format("rate").load();
        return new ReportingQuery(source, logFailures((batch, batchId) -> append(batch)));
    }

    private static VoidFunction2<Dataset<Row>, Long> logFailures(VoidFunction2<Dataset<Row>, Long> work) {
        return (batch, batchId) -> {
            try {
                work.call(batch, batchId);
            } catch (RuntimeException e) {
                System.err.println("batch " + batchId + " failed: " + e);
                throw e;
            }
        };
    }

    private static void append(Dataset<Row> batch) {
        batch.write().format("parquet").mode("append").save("/lake/reporting"); // expect: SS038 "they are written twice" "write each batch to its own directory keyed by"
    }

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("reporting").getOrCreate();
        new ReportingQueryProvider().query(spark).start();
        spark.streams().awaitAnyTermination();
    }
}
