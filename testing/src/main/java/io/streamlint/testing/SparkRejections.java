package io.streamlint.testing;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * Which rule a message of Spark's names: the regular expressions of each error rule's
 * {@code spark-rejection.txt} (packaged with the rules under {@code streamlint/spark-rejections/<ID>/}), the same
 * ones the rules module's verdict test checks against real Spark.
 */
final class SparkRejections {

    /** The rule id of a rejection no rule describes. */
    public static final String UNMATCHED = "SPARK";

    private static final Map<String, List<Pattern>> PATTERNS = load();

    private SparkRejections() {
    }

    static Optional<String> ruleFor(String message) {
        return PATTERNS.entrySet().stream()
                .filter(e -> e.getValue().stream().anyMatch(p -> p.matcher(message).find()))
                .map(Map.Entry::getKey)
                .findFirst();
    }

    private static Map<String, List<Pattern>> load() {
        Map<String, List<Pattern>> patterns = new LinkedHashMap<>();
        for (int n = 1; n < 1000; n++) {
            String id = String.format("SS%03d", n);
            try (InputStream in = SparkRejections.class.getClassLoader()
                    .getResourceAsStream("streamlint/spark-rejections/" + id + "/spark-rejection.txt")) {
                if (in != null) {
                    patterns.put(id, new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8)).lines()
                            .map(String::strip)
                            .filter(l -> !l.isEmpty() && !l.startsWith("#") && !l.startsWith("samples:"))
                            .map(l -> Pattern.compile(l, Pattern.DOTALL))
                            .toList());
                }
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
        return patterns;
    }
}
