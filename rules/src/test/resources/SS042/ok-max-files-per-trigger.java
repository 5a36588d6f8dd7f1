package com.acme.ss042.limited;

import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.types.StructType;

/** A read limit on the source: each micro-batch takes at most 500 files. */
class ClickLanding {

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("click-landing").getOrCreate();
        StructType schema = new StructType().add("user", "string").add("url", "string");
        spark.readStream()
                .schema(schema)
                .option("MaxFilesPerTrigger", 500)
                .json("s3a://landing/clicks/")
                .writeStream().format("console").start();
    }
}
