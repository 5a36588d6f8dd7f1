package com.acme.orders;

import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.types.DataTypes;
import org.apache.spark.sql.types.StructType;

/** The CSV stream registered as a view is read by SQL text and written: its source is judged. */
class OrdersSqlJob {

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("orders-sql").getOrCreate();
        StructType schema = new StructType().add("orderId", DataTypes.StringType).add("amount", DataTypes.DoubleType);
        spark.readStream()
                .schema(schema)
                .format("csv") // expect: SS042 "its first micro-batch reads every file already in s3a://acme-drop/orders" "Add .option(\"maxFilesPerTrigger\", \"<files per batch>\") to this reader"
                .load("s3a://acme-drop/orders")
                .createOrReplaceTempView("FS_ORDERS");
        spark.sql("SELECT orderId, amount FROM FS_ORDERS WHERE amount > 0")
                .writeStream()
                .format("parquet")
                .option("checkpointLocation", "s3a://acme-lake/_checkpoints/orders")
                .start("s3a://acme-lake/orders")
                .awaitTermination();
    }
}
