package com.acme.ss044.baderrorinsideatextblock;

import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;


/** The query is a text block; the error is on its third line, where Spark points. */
class OrderTotalsJob {
    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("bad-error-inside-a-text-block").getOrCreate();
        run(spark);
        spark.streams().awaitAnyTermination();
    }

    static void run(SparkSession spark) throws Exception {
        spark.readStream().format("rate").load().createOrReplaceTempView("orders");
        Dataset<Row> totals = spark.sql("""
                SELECT value AS order_id,
                       value * 10 AS amount
                FROM orders WHERE amount > = 100 -- // expect: SS044 "It throws a ParseException at this spark.sql(..) call" "Fix the SQL at the marked position"
                """);
        totals.writeStream().format("console").start();
    }
}
