package com.acme.ss045.socket;

import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.types.StructType;

/** The file-source idiom copied onto the socket source: Spark rejects the schema at load(). */
class TcpWordStreamJob {

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("tcp-word-stream").getOrCreate();
        run(spark);
        spark.streams().awaitAnyTermination();
    }

    static void run(SparkSession spark) throws Exception {
        StructType schema = new StructType().add("timestamp", "Timestamp").add("word", "String");
        spark.readStream()
                .format("socket")
                .option("host", "localhost")
                .option("port", 9999)
                .schema(schema) // expect: SS045 "Spark rejects .schema(..) at load()" "Remove .schema(..) and derive your columns with select/selectExpr"
                .load()
                .writeStream()
                .format("console")
                .start();
    }
}
