package com.acme.sqljobs;

import org.apache.spark.sql.SparkSession;

/** The checkpoint root is set with SQL text whose value the job computes: the session has one, so no SS003. */
class SqlConfiguredJob {

    static void run(SparkSession spark, String root) throws Exception {
        spark.sql("SET spark.sql.streaming.checkpointLocation=" + root + "/sql-configured");
        spark.readStream()
                .format("rate")
                .load()
                .writeStream()
                .queryName("sql_configured")
                .format("parquet")
                .start("s3a://acme-lake/sql-configured");
    }

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("sql-configured").getOrCreate();
        run(spark, args[0]);
        spark.streams().awaitAnyTermination();
    }
}
