package io.streamlint.core.support;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.Properties;
import java.util.regex.Pattern;

/** Who wrote a report: the tool's name and version, as SARIF {@code tool.driver} and {@code --version} show them. */
public final class ToolInfo {

    public static final String NAME = "Streamlint";

    /** Written by Maven resource filtering from {@code ${project.version}}. */
    static final String VERSION_RESOURCE = "/io/streamlint/core/streamlint-version.properties";

    private static final Pattern SEMANTIC_VERSION =
            Pattern.compile("\\d+\\.\\d+\\.\\d+(-[0-9A-Za-z.-]+)?(\\+[0-9A-Za-z.-]+)?");

    private static final String VERSION = readVersion();

    private ToolInfo() {
    }

    /** The project version, e.g. {@code 0.1.0-SNAPSHOT}; "unknown" when the classes were built without Maven's filtering. */
    public static String version() {
        return VERSION;
    }

    /** True when {@link #version()} is a Semantic Versioning 2.0 version (SARIF {@code semanticVersion}). */
    public static boolean isSemanticVersion(String version) {
        return SEMANTIC_VERSION.matcher(version).matches();
    }

    private static String readVersion() {
        try (InputStream in = ToolInfo.class.getResourceAsStream(VERSION_RESOURCE)) {
            if (in == null) {
                return "unknown";
            }
            Properties properties = new Properties();
            properties.load(in);
            String version = properties.getProperty("version", "").trim();
            // An unfiltered copy still says ${project.version}: better "unknown" than a made-up number.
            return version.isEmpty() || version.contains("${") ? "unknown" : version;
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + VERSION_RESOURCE, e);
        }
    }
}
