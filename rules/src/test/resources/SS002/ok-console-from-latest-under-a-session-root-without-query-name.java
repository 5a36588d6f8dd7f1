package com.acme.debug;

import java.io.FileInputStream;
import java.util.Properties;

import org.apache.spark.SparkConf;
import org.apache.spark.sql.SparkSession;

/**
 * A debugging job: its session takes every setting from a properties file (which may set a checkpoint root), and it
 * shows the topic's new records on the console. Without a queryName, a query under a session checkpoint root gets a
 * new random directory on every run: it always starts at the latest offsets, and no batch reads a backlog.
 */
public class TailTransactionsJob {
    public static void main(String[] args) throws Exception {
        Properties settings = new Properties();
        settings.load(new FileInputStream(args[0]));
        SparkConf conf = new SparkConf();
        for (String key : settings.stringPropertyNames()) {
            conf.set(key, settings.getProperty(key));
        }
        SparkSession spark = SparkSession.builder().config(conf).getOrCreate();
        spark.readStream()
                .format("kafka")
                .option("kafka.bootstrap.servers", "broker-1:9092")
                .option("subscribe", "transactions")
                .option("startingOffsets", "latest")
                .load()
                .writeStream()
                .format("console")
                .start()
                .awaitTermination();
    }
}
