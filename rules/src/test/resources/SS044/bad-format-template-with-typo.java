package com.acme.ss044.badformattemplate;

import org.apache.spark.sql.SparkSession;

/** A format template whose fixed SQL is broken: Spark stops at the misspelled keyword, not at a placeholder. */
class CleanupJob {
    static void purge(SparkSession spark, String table, int days) {
        spark.sql(String.format("DELETE FROM %s WHERE day < date_sub(current_date(), %d)", table, days));
        spark.sql("DELETE FROM events WHER day < current_date()"); // expect: SS044
    }

    static void follow(SparkSession spark) throws Exception {
        spark.readStream().table("events").writeStream().format("console").start().awaitTermination();
    }
}
