package com.acme.retail;

import static org.apache.spark.sql.functions.col;
import static org.apache.spark.sql.functions.sum;

import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.streaming.OutputMode;
import org.apache.spark.sql.types.DataTypes;
import org.apache.spark.sql.types.StructType;

/** Sales subtotals per region and store with rollup, in explicit Append mode and without any watermark. */
class StoreSalesRollupJob {

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("store-sales-rollup").getOrCreate();

        StructType saleSchema = new StructType()
                .add("region", DataTypes.StringType)
                .add("storeId", DataTypes.StringType)
                .add("amount", DataTypes.DoubleType)
                .add("soldAt", DataTypes.TimestampType);

        Dataset<Row> sales = spark.readStream()
                .schema(saleSchema)
                .option("maxFilesPerTrigger", 50)
                .csv("hdfs://nameservice1/retail/landing/sales");

        Dataset<Row> subtotals = sales
                .rollup(col("region"), col("storeId")) // expect: SS001 "none of its grouping keys carries an event-time watermark: Spark rejects the query at start()" "Add .withWatermark(\"<event time>\", \"<delay>\") before rollup(col(\"region\"), col(\"storeId\"))"
                .agg(sum("amount").as("revenue"));

        subtotals.writeStream()
                .outputMode(OutputMode.Append())
                .format("delta")
                .option("checkpointLocation", "hdfs://nameservice1/retail/checkpoints/store-sales-rollup")
                .toTable("retail.store_sales_rollup")
                .awaitTermination();
    }
}
