package com.acme.ss013.staticleft;

import static org.apache.spark.sql.functions.col;

import org.apache.spark.sql.Column;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;

/**
 * Every customer with their latest logins, built in a helper: the static customer list is on the left of a left
 * outer join with the login stream, so Spark would have to keep customers without a login forever.
 */
class CustomerActivityJob {

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("customer-activity").getOrCreate();
        run(spark);
        spark.streams().awaitAnyTermination();
    }

    static Dataset<Row> withActivity(Dataset<Row> customers, Dataset<Row> logins) {
        Column sameCustomer = customers.col("customerId").equalTo(logins.col("loginCustomerId"));
        return customers.join(logins, sameCustomer, "left"); // expect: SS013 "Spark rejects the query at start()" "put the stream on the left of an inner or left outer join"
    }

    static void run(SparkSession spark) throws Exception {
        Dataset<Row> customers = spark.range(0, 50).withColumnRenamed("id", "customerId");
        Dataset<Row> logins = spark.readStream()
                .format("rate")
                .load()
                .select(col("value").mod(50).as("loginCustomerId"), col("timestamp").as("loginAt"));

        withActivity(customers, logins)
                .writeStream()
                .format("noop")
                .start();
    }
}
