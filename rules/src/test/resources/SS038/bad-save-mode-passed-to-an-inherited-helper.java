package com.acme.ss038.inheritedmode;

import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SaveMode;
import org.apache.spark.sql.SparkSession;

/**
 * An application base class offers a helper that writes a micro-batch to a Delta table in the mode its caller picks;
 * a job built on it appends, and the batch id never reaches the write.
 */
abstract class LakeJobBase {

    protected void batchToTable(Dataset<Row> batch, String table, SaveMode mode) {
        if (batch.isEmpty()) {
            return;
        }
        batch.write().format("delta").mode(mode).saveAsTable(table); // expect: SS038 "they are written twice" "Make Delta skip a batch it has written"
    }

    protected abstract void etl(SparkSession spark) throws Exception;

    public void start() throws Exception {
        SparkSession spark = SparkSession.builder().appName(getClass().getSimpleName()).getOrCreate();
        etl(spark);
        spark.streams().awaitAnyTermination();
    }
}

class PageViewsJob extends LakeJobBase {

    public static void main(String[] args) throws Exception {
        new PageViewsJob().start();
    }

    @Override
    protected void etl(SparkSession spark) throws Exception {
        spark.readStream().format("rate").load()
                .writeStream()
                .option("checkpointLocation", "/chk/page-views")
                .foreachBatch((batch, batchId) -> batchToTable(batch, "dwd.page_views", SaveMode.Append))
                .start();
    }
}
