package com.acme.ss008.staticagg;

import static org.apache.spark.sql.functions.col;

import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;

/**
 * Orders enriched with the size of their store's catalogue. The only aggregation is on the static catalogue,
 * which does not count: the stream itself is not aggregated.
 */
class EnrichedOrdersJob {
    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("enriched-orders").getOrCreate();
        run(spark);
        spark.streams().awaitAnyTermination();
    }

    static Dataset<Row> catalogueSizes(SparkSession spark) {
        return spark.range(1000)
                .withColumn("storeId", col("id").mod(10))
                .groupBy("storeId")
                .count()
                .withColumnRenamed("count", "products");
    }

    static void run(SparkSession spark) throws Exception {
        Dataset<Row> orders = spark.readStream().format("rate").load()
                .withColumn("orderStore", col("value").mod(10));
        Dataset<Row> sizes = catalogueSizes(spark);
        orders.join(sizes, orders.col("orderStore").equalTo(sizes.col("storeId")))
                .writeStream()
                .outputMode("complete") // expect: SS008 "has none: Spark rejects it at start()" "Use outputMode(\"append\") to write the rows as they come"
                .format("console")
                .start();
    }
}
