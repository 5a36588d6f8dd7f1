package com.acme.ss038.deltaadd;

import java.util.Map;

import io.delta.tables.DeltaTable;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;

/** Click counts merged into Delta with the builder API; the update adds the batch's clicks. */
class ClickCounts {

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("click-counts").getOrCreate();
        spark.readStream().format("rate").load()
                .selectExpr("CAST(value % 50 AS STRING) AS ad", "1L AS clicks")
                .writeStream()
                .queryName("click-counts")
                .option("checkpointLocation", "/chk/click-counts")
                .foreachBatch((Dataset<Row> batch, Long batchId) ->
                        DeltaTable.forName(batch.sparkSession(), "ads.click_counts").as("t")
                                .merge(batch.groupBy("ad").sum("clicks").withColumnRenamed("sum(clicks)", "clicks")
                                        .as("s"), "t.ad = s.ad")
                                .whenMatched().updateExpr(Map.of("clicks", "t.clicks + s.clicks")) // expect: SS038 "their values are added twice" "Set the columns from the batch"
                                .whenNotMatched().insertAll()
                                .execute())
                .start();
    }
}
