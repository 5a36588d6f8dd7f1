package com.acme.ss013.rightouter;

import static org.apache.spark.sql.functions.col;

import java.util.List;

import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.RowFactory;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.types.DataTypes;
import org.apache.spark.sql.types.StructType;

/**
 * Order lines joined with the product catalog so that products nobody ordered show up too: a right outer join
 * that keeps the static side's unmatched rows, which a stream-static join cannot do.
 */
class ProductDemandJob {

    private static final StructType PRODUCT_SCHEMA = new StructType()
            .add("sku", DataTypes.LongType)
            .add("productName", DataTypes.StringType);

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("product-demand").getOrCreate();
        run(spark);
        spark.streams().awaitAnyTermination();
    }

    static Dataset<Row> catalog(SparkSession spark) {
        List<Row> products = List.of(
                RowFactory.create(1L, "espresso beans"),
                RowFactory.create(2L, "milk frother"),
                RowFactory.create(3L, "paper filters"));
        return spark.createDataFrame(products, PRODUCT_SCHEMA);
    }

    static void run(SparkSession spark) throws Exception {
        Dataset<Row> orderLines = spark.readStream()
                .format("rate")
                .option("rowsPerSecond", 5)
                .load()
                .select(col("value").mod(4).as("orderedSku"), col("timestamp").as("orderedAt"));

        orderLines
                .join(catalog(spark), col("orderedSku").equalTo(col("sku")), "right_outer") // expect: SS013 "Spark rejects the query writing orderLines at start()" "put the stream on the left of an inner or left outer join"
                .writeStream()
                .format("console")
                .option("truncate", false)
                .start();
    }
}
