package com.acme.ss044.okformattemplate;

import java.util.List;

import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;

/**
 * A test-base style helper: sql(template, args) formats the template when it gets arguments. The linter sees
 * both branches of the conditional, but the raw template ("SELECT id FROM %s") reaches Spark only when no
 * arguments are given, which no caller does.
 */
class TableFixtures {
    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("ok-format-template-in-sql-helper").getOrCreate();
        run(spark);
        spark.streams().awaitAnyTermination();
    }

    static List<Row> sql(SparkSession spark, String template, Object... args) {
        String query = args.length > 0 ? String.format(template, args) : template;
        return spark.sql(query).collectAsList();
    }

    static void run(SparkSession spark) throws Exception {
        sql(spark, "CREATE OR REPLACE TEMP VIEW %s AS SELECT 1 AS id", "seed");
        sql(spark, "SELECT id FROM %s", "seed");
        spark.readStream().format("rate").load().writeStream().format("console").start();
    }
}
