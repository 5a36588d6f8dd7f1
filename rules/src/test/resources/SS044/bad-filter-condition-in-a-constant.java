package com.acme.ss044.badfilterconditioninaconstant;

import org.apache.spark.sql.SparkSession;


/** The filter condition is a constant; Spark rejects it where filter(..) receives it. */
class AlertsJob {
    /** Doubled comparison operator. */
    static final String HIGH_VALUES = "value > = 100"; // expect: SS044 "It throws a ParseException when filter(..) builds its Dataset" "Fix the SQL at the marked position"

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("bad-filter-condition-in-a-constant").getOrCreate();
        run(spark);
        spark.streams().awaitAnyTermination();
    }

    static void run(SparkSession spark) throws Exception {
        spark.readStream().format("rate").load()
                .filter(HIGH_VALUES)
                .writeStream()
                .format("console")
                .start();
    }
}
