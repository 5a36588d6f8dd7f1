package io.streamlint.maven;

import org.apache.spark.util.Utils;

/**
 * Keeps Spark's SQL parser quiet in the build log. On its first use the parser initialises Spark's configuration
 * defaults, among them {@code spark.driver.host}, whose default looks up the machine's address and logs
 * {@code Your hostname, ... resolves to a loopback address} (and {@code Set SPARK_LOCAL_IP ...}) where the host name
 * resolves to 127.0.0.1, as in most containers. A lint starts no driver, so the plugin names the host instead: in
 * the copy of Spark of the plugin's own class realm only, which nothing of the user's build shares (no system
 * property, no environment).
 */
final class SparkHostName {

    private SparkHostName() {
    }

    /** Before the parser's first use; leaves a host name the user gave Spark ({@code SPARK_LOCAL_HOSTNAME}) alone. */
    static void skipLookup() {
        if (System.getenv("SPARK_LOCAL_HOSTNAME") == null) {
            Utils.setCustomHostname("localhost");
        }
    }
}
