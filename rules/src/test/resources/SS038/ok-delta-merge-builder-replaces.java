package com.acme.ss038.deltaset;

import java.util.Map;

import io.delta.tables.DeltaTable;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;

/** Ad metadata merged into Delta: matched rows take the batch's values or keep the larger one. */
class AdMetadata {

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("ad-metadata").getOrCreate();
        spark.readStream().format("rate").load()
                .selectExpr("CAST(value % 50 AS STRING) AS ad", "timestamp AS last_seen", "value AS budget")
                .writeStream()
                .queryName("ad-metadata")
                .option("checkpointLocation", "/chk/ad-metadata")
                .foreachBatch((Dataset<Row> batch, Long batchId) ->
                        DeltaTable.forName(batch.sparkSession(), "ads.metadata").as("t")
                                .merge(batch.as("s"), "t.ad = s.ad")
                                .whenMatched().updateExpr(Map.of(
                                        "budget", "s.budget",
                                        "last_seen", "greatest(t.last_seen, s.last_seen)"))
                                .whenNotMatched().insertAll()
                                .execute())
                .start();
    }
}
