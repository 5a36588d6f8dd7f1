package com.acme.observability;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * Connector configuration for an in-house log shipper. Its builders have readStream() and format("kafka")
 * methods, but this is not Spark.
 */
// expect: no streaming query
class LogShipperConfig {

    static final class StreamSpec {
        private final Map<String, String> settings = new LinkedHashMap<>();

        StreamSpec format(String format) {
            settings.put("format", format);
            return this;
        }

        StreamSpec option(String key, String value) {
            settings.put(key, value);
            return this;
        }

        Map<String, String> load() {
            return settings;
        }
    }

    static final class Shipper {
        StreamSpec readStream() {
            return new StreamSpec();
        }
    }

    public static void main(String[] args) {
        Shipper shipper = new Shipper();
        Map<String, String> input = shipper.readStream()
                .format("kafka")
                .option("topic", "app-logs")
                .load();
        Map<String, String> output = new StreamSpec().format("kafka").option("topic", "app-logs-archive").load();
        System.out.println(input + " -> " + output);
    }
}
