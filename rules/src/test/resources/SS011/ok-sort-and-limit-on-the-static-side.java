package com.acme.ss011.staticsort;

import static org.apache.spark.sql.functions.col;

import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;

/** A sort and a limit on the batch side of a stream-static join are batch work, also in update mode. */
class VipOrdersJob {

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("vip-orders").getOrCreate();
        run(spark);
        spark.streams().awaitAnyTermination();
    }

    static Dataset<Row> vipCustomers(SparkSession spark) {
        return spark.range(100)
                .select(col("id").as("customer"), col("id").multiply(37).mod(101).as("lifetimeValue"))
                .orderBy(col("lifetimeValue").desc())
                .limit(10);
    }

    static void run(SparkSession spark) throws Exception {
        spark.readStream()
                .format("rate")
                .load()
                .select(col("value").mod(100).as("customer"), col("value").as("orderId"))
                .join(vipCustomers(spark), "customer")
                .writeStream()
                .outputMode("update")
                .format("memory")
                .queryName("vip_orders")
                .start();
    }
}
