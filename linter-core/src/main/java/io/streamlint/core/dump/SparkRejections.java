package io.streamlint.core.dump;

import io.streamlint.core.api.Finding;
import io.streamlint.core.api.Severity;
import io.streamlint.core.model.SourceLocation;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
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
public final class SparkRejections {

    /** The rule id of a rejection no rule describes. */
    public static final String UNMATCHED = "SPARK";

    private static final Map<String, List<Pattern>> PATTERNS = load();

    private SparkRejections() {
    }

    /** The message a finding that only reports Spark's own rejection starts with. */
    public static final String SPARK_SAYS = "Spark rejects this query at start(): ";

    /** The rule whose pitfall Spark's {@code message} describes. */
    public static Optional<String> ruleFor(String message) {
        return PATTERNS.entrySet().stream()
                .filter(e -> e.getValue().stream().anyMatch(p -> p.matcher(message).find()))
                .map(Map.Entry::getKey)
                .findFirst();
    }

    /**
     * The rules' findings on a query plus Spark's own rejection of it, when no rule reported an error of the rule
     * that rejection matches ({@link #UNMATCHED} when none does); the rejection's finding is at {@code at}.
     */
    public static List<Finding> withRejection(List<Finding> findings, Optional<String> rejection, SourceLocation at) {
        List<Finding> all = new ArrayList<>(findings);
        rejection.ifPresent(message -> {
            String id = ruleFor(message).orElse(UNMATCHED);
            if (all.stream().noneMatch(f -> f.ruleId().equals(id) && f.severity() == Severity.ERROR)) {
                all.add(new Finding(id, Severity.ERROR, SPARK_SAYS + message, at));
            }
        });
        return all.stream().sorted().toList();
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
