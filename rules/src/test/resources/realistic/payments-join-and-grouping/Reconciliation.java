package com.bank.payments;

import static org.apache.spark.sql.functions.col;

import org.apache.spark.api.java.function.MapFunction;
import org.apache.spark.api.java.function.MapGroupsFunction;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Encoders;
import org.apache.spark.sql.Row;

/** Matching logic, reused from the nightly batch job. */
final class Reconciliation {

    private Reconciliation() {
    }

    /** Both inputs are watermarked, but the condition has no time range: nothing is ever evicted. */
    static Dataset<Row> matchSettlements(Dataset<Row> authorizations, Dataset<Row> settlements) {
        return authorizations.join(settlements, col("authId").equalTo(col("settledAuthId"))); // expect: SS036
    }

    /** Settled total per card: written for batch, where a group is complete. */
    static Dataset<String> settledPerCard(Dataset<Row> matched) {
        return matched.groupByKey((MapFunction<Row, String>) r -> r.getAs("cardId"), Encoders.STRING())
                .mapGroups((MapGroupsFunction<String, Row, String>) (card, rows) -> { // expect: SS037
                    double total = 0;
                    while (rows.hasNext()) {
                        total += rows.next().<Double>getAs("settledAmount");
                    }
                    return card + "," + total;
                }, Encoders.STRING());
    }
}
