package com.acme.ss007.views;

import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;

/** Registers the job's inputs under the names the SQL and table readers use. */
public final class Views {

    private Views() {
    }

    public static void publish(Dataset<Row> data, String viewName) {
        data.createOrReplaceTempView(viewName);
    }
}
