package com.acme.ss020.twice;

import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.streaming.DataStreamWriter;

/** A writer helper sets the path option, and the caller passes the path to start() as well. */
class LoginsBronzeJob {
    static final String LOGINS_PATH = "out/logins-bronze";

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("logins-bronze").getOrCreate();
        run(spark);
        spark.streams().awaitAnyTermination();
    }

    static DataStreamWriter<Row> bronzeWriter(Dataset<Row> logins) {
        return logins.writeStream()
                .format("parquet")
                .option("path", LOGINS_PATH)
                .option("checkpointLocation", "checkpoints/logins-bronze");
    }

    static void run(SparkSession spark) throws Exception {
        Dataset<Row> logins = spark.readStream().format("rate").load().selectExpr("value AS loginId");
        bronzeWriter(logins).start(LOGINS_PATH); // expect: SS020 "Spark rejects it at this call" "Keep one: remove the option, or call start() without the path"
    }
}
