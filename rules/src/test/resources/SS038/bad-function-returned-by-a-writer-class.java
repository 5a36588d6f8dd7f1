package com.acme.ss038.factory;

import java.util.Properties;

import org.apache.spark.api.java.function.VoidFunction2;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SaveMode;
import org.apache.spark.sql.SparkSession;

/** A writer class whose method returns the foreachBatch function, configured per table. */
class PostgresWriter {

    private final String url;
    private final String table;

    PostgresWriter(String url, String table) {
        this.url = url;
        this.table = table;
    }

    VoidFunction2<Dataset<Row>, Long> writeDataset() {
        return (rows, batchId) -> {
            Properties props = new Properties();
            props.setProperty("driver", "org.postgresql.Driver");
            rows.write().mode(SaveMode.Append).jdbc(url, table, props); // expect: SS038 "they are written twice" "Write idempotently: upsert on the table's key"
        };
    }
}

class LibraryFeedJob {

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("library-feed").getOrCreate();
        spark.readStream().format("rate").load()
                .writeStream()
                .option("checkpointLocation", "/chk/books")
                .foreachBatch(new PostgresWriter("jdbc:postgresql://db/library", "book").writeDataset())
                .start();
    }
}
