package com.acme.ss024.okcolumnofunknowntype;

import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.types.StructType;

import java.nio.file.Files;
import java.nio.file.Path;

import static org.apache.spark.sql.functions.col;
import static org.apache.spark.sql.functions.window;

/** The schema comes from the job's configuration, which the linter does not see: the column's type is unknown. */
class EventsJob {
    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("ok-column-of-unknown-type").getOrCreate();
        run(spark);
        spark.streams().awaitAnyTermination();
    }

    static void run(SparkSession spark) throws Exception {
        Files.createDirectories(Path.of("events-in"));
        StructType schema = StructType.fromDDL(System.getProperty("events.schema", "id STRING, eventTime TIMESTAMP"));
        spark.readStream().schema(schema).option("maxFilesPerTrigger", 10).json("events-in")
                .selectExpr("id", "eventTime + INTERVAL 1 HOUR AS eventTime")
                .withWatermark("eventTime", "1 minute")
                .groupBy(window(col("eventTime"), "1 minute"))
                .count()
                .writeStream()
                .format("console")
                .start();
    }
}
