package com.acme.ss012.crossfile;

import static org.apache.spark.sql.functions.col;
import static org.apache.spark.sql.functions.sum;

import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;

/** Shared metrics of the checkout team. */
final class CheckoutMetrics {
    private CheckoutMetrics() {
    }

    /** Revenue per cart. */
    static Dataset<Row> revenuePerCart(Dataset<Row> checkouts) {
        return checkouts.groupBy(col("cart")).agg(sum("amount").as("revenue"));
    }
}
