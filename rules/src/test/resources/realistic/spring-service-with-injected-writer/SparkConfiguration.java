package com.acme.ingest.config;

import org.apache.spark.sql.SparkSession;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

/** The application's one session, a Spring bean. */
@Configuration
public class SparkConfiguration {

    @Bean
    public SparkSession sparkSession() {
        return SparkSession.builder().appName("ingest-service").getOrCreate();
    }
}
