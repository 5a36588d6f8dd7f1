package com.acme.connector.it;

import org.apache.spark.SparkConf;
import org.apache.spark.SparkContext;
import org.apache.spark.sql.SparkSession;

/**
 * The style of connector integration tests: the session is built on a SparkContext whose SparkConf sets the
 * checkpoint root, so the sink needs no option of its own.
 */
class ConnectorStreamingIT {

    private SparkContext sparkContext;

    SparkConf sparkConf() {
        return new SparkConf()
                .setMaster("local[2]")
                .setAppName("connector-it")
                .set("spark.sql.streaming.checkpointLocation", System.getProperty("java.io.tmpdir") + "/it-checkpoints");
    }

    synchronized SparkContext getOrCreateSparkContext(SparkConf conf) {
        if (sparkContext == null) {
            sparkContext = new SparkContext(conf);
        }
        return sparkContext;
    }

    SparkSession session() {
        return SparkSession.builder().sparkContext(getOrCreateSparkContext(sparkConf())).getOrCreate();
    }

    void writesAStream() throws Exception {
        session().readStream()
                .format("rate")
                .load()
                .writeStream()
                .format("com.acme.connector")
                .queryName("it-write")
                .start()
                .processAllAvailable();
    }
}
