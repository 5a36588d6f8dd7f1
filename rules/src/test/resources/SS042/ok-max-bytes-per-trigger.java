package com.acme.ss042.bytes;

import java.util.Map;

import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.types.StructType;

/** maxBytesPerTrigger limits a file source since Spark 4.0 (the default target line). */
class ParquetReplay {

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("parquet-replay").getOrCreate();
        StructType schema = new StructType().add("id", "long");
        spark.readStream()
                .schema(schema)
                .options(Map.of("maxBytesPerTrigger", "1g"))
                .parquet("/raw/replay")
                .writeStream().format("console").start();
    }
}
