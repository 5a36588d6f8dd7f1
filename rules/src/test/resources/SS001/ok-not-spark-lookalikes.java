package com.acme.reporting;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * Plain Java: a java.util.stream grouping and a home-grown report builder whose methods happen to be
 * named like Spark's. Nothing here reads a Spark stream.
 */
// expect: no streaming query
class WeeklyReport {

    record Sale(String region, String product, long cents) {
    }

    static final class ReportTable {
        private final List<String> groupColumns = new ArrayList<>();
        private String mode = "append";

        ReportTable groupBy(String column) {
            groupColumns.add(column);
            return this;
        }

        ReportTable count() {
            return this;
        }

        ReportTable writeStream() {
            return this;
        }

        ReportTable outputMode(String m) {
            this.mode = m;
            return this;
        }

        String start() {
            return "report grouped by " + groupColumns + " (" + mode + ")";
        }
    }

    public static void main(String[] args) {
        List<Sale> sales = List.of(
                new Sale("EMEA", "widget", 1200),
                new Sale("EMEA", "gadget", 800),
                new Sale("APAC", "widget", 450));

        Map<String, Long> revenueByRegion = sales.stream()
                .collect(Collectors.groupingBy(Sale::region, Collectors.summingLong(Sale::cents)));
        long products = sales.stream().map(Sale::product).distinct().count();

        String summary = new ReportTable()
                .groupBy("region")
                .count()
                .writeStream()
                .start();

        System.out.println(revenueByRegion + " " + products + " " + summary);
    }
}
