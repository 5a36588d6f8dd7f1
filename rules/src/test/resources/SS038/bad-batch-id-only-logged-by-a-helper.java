package com.acme.ss038.processor;

import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/** A processor object handed the batch id only logs it; its Delta append is not keyed by it. */
class CdcProcessor {
    private static final Logger LOG = LoggerFactory.getLogger(CdcProcessor.class);
    private final String table;

    CdcProcessor(String table) {
        this.table = table;
    }

    void process(Dataset<Row> rows, Long id) {
        LOG.info("Processing batch {} for {}", id, table);
        rows.write().format("delta").mode("append").saveAsTable(table); // expect: SS038 "they are written twice" "Make Delta skip a batch it has written"
        LOG.info("Done with batch {}", id);
    }
}

class CdcJob {
    private final CdcProcessor processor = new CdcProcessor("curated.orders");

    void run(SparkSession spark) throws Exception {
        spark.readStream().format("rate").load()
                .writeStream()
                .queryName("orders-cdc")
                .option("checkpointLocation", "/chk/orders-cdc")
                .foreachBatch((Dataset<Row> df, Long batchId) -> processor.process(df, batchId))
                .start();
    }

    public static void main(String[] args) throws Exception {
        new CdcJob().run(SparkSession.builder().appName("orders-cdc").getOrCreate());
    }
}
