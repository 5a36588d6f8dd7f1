package com.acme.ss013.staticstatic;

import static org.apache.spark.sql.functions.coalesce;
import static org.apache.spark.sql.functions.col;

import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;

/**
 * Two static lists are merged with a full outer join before the stream is joined to the result: a static-static
 * join inside a streaming query is an ordinary batch join.
 */
class TariffLookupJob {

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("tariff-lookup").getOrCreate();
        run(spark);
        spark.streams().awaitAnyTermination();
    }

    static Dataset<Row> tariffs(SparkSession spark) {
        Dataset<Row> standard = spark.range(0, 6).withColumnRenamed("id", "standardZone");
        Dataset<Row> promotional = spark.range(4, 10).withColumnRenamed("id", "promoZone");
        return standard.join(promotional, col("standardZone").equalTo(col("promoZone")), "outer")
                .select(coalesce(col("standardZone"), col("promoZone")).as("zone"));
    }

    static void run(SparkSession spark) throws Exception {
        Dataset<Row> calls = spark.readStream().format("rate").load()
                .select(col("value").mod(10).as("callZone"), col("timestamp").as("calledAt"));

        calls.join(tariffs(spark), col("callZone").equalTo(col("zone")), "left")
                .writeStream()
                .format("console")
                .start();
    }
}
