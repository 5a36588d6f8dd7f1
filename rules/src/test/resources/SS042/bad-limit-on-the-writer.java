package com.acme.ss042.writer;

import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.types.StructType;

/** maxFilesPerTrigger set on the DataStreamWriter: sink options never reach the source. */
class ParquetCompactor {

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("compactor").getOrCreate();
        StructType schema = new StructType().add("id", "long").add("payload", "string");
        spark.readStream()
                .schema(schema)
                .parquet("/raw/events") // expect: SS042 "its first micro-batch reads every file already in /raw/events" "Add .option(\"maxFilesPerTrigger\", \"<files per batch>\") to this reader"
                .writeStream()
                .format("parquet")
                .option("maxFilesPerTrigger", "100") // expect: SS047 "Spark hands writer options to the sink, which ignores it" "Set it on the readStream() chain of the source, before load()"
                .option("checkpointLocation", "/chk/compactor")
                .start("/curated/events");
    }
}
