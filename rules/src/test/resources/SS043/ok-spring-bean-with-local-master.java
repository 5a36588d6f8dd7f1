package com.acme.ss043.spring;

import org.apache.spark.SparkConf;
import org.apache.spark.sql.SparkSession;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.stereotype.Service;

/** A Spring service gets its session from a @Bean that runs Spark on the local machine. */
@Configuration
class SparkBeans {

    @Bean
    SparkConf sparkConf() {
        return new SparkConf().setAppName("demo-ingest").setMaster("local[*]");
    }

    @Bean
    SparkSession sparkSession(SparkConf conf) {
        return SparkSession.builder().config(conf).getOrCreate();
    }
}

@Service
class DemoIngestService {
    @Autowired
    private SparkSession spark;

    void ingest() throws Exception {
        spark.readStream().format("rate").load()
                .writeStream()
                .format("console")
                .option("checkpointLocation", "/tmp/demo-ingest")
                .start();
    }
}
