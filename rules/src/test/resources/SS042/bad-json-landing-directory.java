package com.acme.ss042.json;

import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.types.StructType;

/** A landing directory read without a limit: the first run reads months of files in one batch. */
class ClickLanding {

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("click-landing").getOrCreate();
        StructType schema = new StructType().add("user", "string").add("url", "string").add("ts", "timestamp");
        spark.readStream()
                .schema(schema)
                .json("s3a://landing/clicks/") // expect: SS042 "its first micro-batch reads every file already in s3a://landing/clicks/" "Add .option(\"maxFilesPerTrigger\", \"<files per batch>\") to this reader"
                .writeStream().format("delta").option("checkpointLocation", "/chk/clicks").toTable("bronze.clicks");
    }
}
