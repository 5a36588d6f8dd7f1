package com.acme.ss006.reference;

import static org.apache.spark.sql.functions.col;

import java.util.Arrays;
import java.util.List;

import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.RowFactory;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.types.DataTypes;
import org.apache.spark.sql.types.StructType;

/** The reference data is a batch Dataset: caching and counting it is fine, also when it is joined to a stream. */
class StoreSalesEnrichmentJob {

    private static final StructType STORES = new StructType()
            .add("storeId", DataTypes.LongType)
            .add("city", DataTypes.StringType);

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("store-sales").getOrCreate();
        run(spark);
        spark.streams().awaitAnyTermination();
    }

    static Dataset<Row> stores(SparkSession spark) {
        List<Row> rows = Arrays.asList(RowFactory.create(0L, "Lyon"), RowFactory.create(1L, "Porto"),
                RowFactory.create(2L, "Gdansk"));
        return spark.createDataFrame(rows, STORES);
    }

    static void run(SparkSession spark) throws Exception {
        Dataset<Row> stores = stores(spark).cache();
        System.out.println(stores.count() + " stores loaded");

        Dataset<Row> sales = spark.readStream()
                .format("rate")
                .load()
                .select(col("value").mod(3).as("storeId"), col("value").as("amount"));

        sales.join(stores, "storeId")
                .writeStream()
                .format("memory")
                .queryName("store_sales")
                .start();
    }
}
