package com.acme.ss048.noschema;

import org.apache.spark.sql.SparkSession;

/** No schema either, but Spark stops at the empty path first: only that is reported. */
class SurveyIngest {

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("survey-ingest").getOrCreate();
        run(spark);
        spark.streams().awaitAnyTermination();
    }

    static void run(SparkSession spark) throws Exception {
        String dir = "";
        spark.readStream()
                .format("parquet")
                .load(dir) // expect: SS048 "Spark rejects it at load()" "Give the directory the stream reads"
                .writeStream()
                .format("console")
                .start();
    }
}
