package com.acme.ss038.mongounknown;

import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.types.StructType;

/** The documents' fields come from a schema read at run time: they may hold an _id. */
class ProfilesToMongo {

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("profiles").getOrCreate();
        StructType schema = StructType.fromDDL(args[0]);
        spark.readStream().schema(schema).option("maxFilesPerTrigger", 100).json("/landing/profiles")
                .writeStream()
                .queryName("profiles-to-mongo")
                .option("checkpointLocation", "/chk/profiles-to-mongo")
                .foreachBatch((Dataset<Row> batch, Long batchId) ->
                        batch.write().format("mongodb").option("collection", "profiles").mode("append").save())
                .start();
    }
}
