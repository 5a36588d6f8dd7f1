package com.acme.ss038.mergeadd;

import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;

/** Page view totals: the MERGE adds each batch's counts to the stored totals. */
class PageViewTotals {

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("page-view-totals").getOrCreate();
        spark.readStream().format("rate").load()
                .selectExpr("CAST(value % 100 AS STRING) AS page", "1L AS views")
                .writeStream()
                .queryName("page-view-totals")
                .option("checkpointLocation", "/chk/page-view-totals")
                .foreachBatch((Dataset<Row> batch, Long batchId) -> {
                    batch.groupBy("page").sum("views").withColumnRenamed("sum(views)", "views")
                            .createOrReplaceTempView("updates");
                    batch.sparkSession().sql("MERGE INTO web.page_views t USING updates s " // expect: SS038 "their values are added twice" "Set the columns from the batch"
                            + "ON t.page = s.page WHEN MATCHED THEN UPDATE SET t.views = t.views + s.views "
                            + "WHEN NOT MATCHED THEN INSERT *");
                })
                .start();
    }
}
