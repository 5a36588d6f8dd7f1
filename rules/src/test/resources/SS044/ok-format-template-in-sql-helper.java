package com.acme.ss044.okformattemplate;

import java.util.List;

import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;

/**
 * A test-base style helper: sql(template, args) formats the template when it gets arguments. The linter sees
 * both branches of the conditional, but the raw template ("INSERT INTO %s ...") reaches Spark only when no
 * arguments are given, which no caller does.
 */
class TableFixtures {
    private final SparkSession spark;

    TableFixtures(SparkSession spark) {
        this.spark = spark;
    }

    List<Row> sql(String template, Object... args) {
        String query = args.length > 0 ? String.format(template, args) : template;
        return spark.sql(query).collectAsList();
    }

    void seed(String table) {
        sql("CREATE TABLE IF NOT EXISTS %s (id INT) USING parquet", table);
        sql("INSERT INTO %s VALUES (1), (2), (3)", table);
    }

    void follow(String table) throws Exception {
        spark.readStream().table(table).writeStream().format("console").start().awaitTermination();
    }
}
