package io.streamlint.rules.shapes;

import io.streamlint.core.engine.Linter;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * The suite's numbers as a Markdown table: per shape how many samples it applies to, pass and fail, why it was
 * skipped, and every failure. The test writes it to {@code target/shapes/summary.md}; {@link #main} runs the whole
 * suite without JUnit (from the rules module folder, with the test class path).
 */
final class ShapeSummary {

    private ShapeSummary() {
    }

    static String markdown(Map<String, List<ShapeSuite.Result>> results) {
        StringBuilder sb = new StringBuilder();
        sb.append("| shape | samples | applies | pass | fail | generator broken | skipped |\n");
        sb.append("|---|---|---|---|---|---|---|\n");
        for (Map.Entry<String, List<ShapeSuite.Result>> e : results.entrySet()) {
            List<ShapeSuite.Result> rs = e.getValue();
            long passed = count(rs, ShapeSuite.Status.PASSED);
            long failed = count(rs, ShapeSuite.Status.FAILED);
            long broken = count(rs, ShapeSuite.Status.BROKEN);
            long skipped = count(rs, ShapeSuite.Status.SKIPPED);
            sb.append("| ").append(e.getKey()).append(" | ").append(rs.size()).append(" | ")
                    .append(passed + failed + broken).append(" | ").append(passed).append(" | ").append(failed)
                    .append(" | ").append(broken).append(" | ").append(skipped).append(" |\n");
        }
        for (Map.Entry<String, List<ShapeSuite.Result>> e : results.entrySet()) {
            sb.append("\n## ").append(e.getKey()).append("\n\nSkipped:\n\n");
            Map<String, Integer> reasons = new TreeMap<>();
            e.getValue().stream().filter(r -> r.status() == ShapeSuite.Status.SKIPPED)
                    .forEach(r -> reasons.merge(r.message(), 1, Integer::sum));
            reasons.forEach((reason, n) -> sb.append("- ").append(n).append(" × ").append(reason).append('\n'));
            for (ShapeSuite.Result r : e.getValue()) {
                if (r.status() == ShapeSuite.Status.FAILED || r.status() == ShapeSuite.Status.BROKEN) {
                    sb.append("\n### ").append(r.status()).append(' ').append(r.sample()).append("\n\n```\n")
                            .append(r.message()).append("\n```\n");
                }
            }
        }
        return sb.toString();
    }

    /** One line per pair: shape, sample, status, the message's lines joined by " | ". */
    static String tsv(Map<String, List<ShapeSuite.Result>> results) {
        StringBuilder sb = new StringBuilder();
        results.values().forEach(rs -> rs.forEach(r -> sb.append(r.shape()).append('\t').append(r.sample())
                .append('\t').append(r.status()).append('\t')
                .append(r.message().replaceAll("\\s*\n\\s*", " | ")).append('\n')));
        return sb.toString();
    }

    private static long count(List<ShapeSuite.Result> rs, ShapeSuite.Status status) {
        return rs.stream().filter(r -> r.status() == status).count();
    }

    public static void main(String[] args) throws IOException {
        Path resources = Path.of("src/test/resources");
        Path out = Path.of("target/shapes");
        List<String> only = List.of(args);
        long t0 = System.nanoTime();
        List<String> names = ShapeSuite.allSamples(resources);
        if (!only.isEmpty()) {
            names = names.stream().filter(n -> only.stream().anyMatch(n::contains)).toList();
        }
        Map<String, List<ShapeSuite.Result>> results = new LinkedHashMap<>();
        Map<Shape, List<String>> plan = new LinkedHashMap<>();
        for (Shape s : Shapes.all()) {
            if (System.getProperty("shapes") == null || List.of(System.getProperty("shapes").split(",")).contains(s.id())) {
                plan.put(s, names);
            }
        }
        try (ShapeSuite suite = new ShapeSuite(Linter.withRulesFrom(ShapeSummary.class.getClassLoader()), resources,
                out, plan, Integer.getInteger("threads", Runtime.getRuntime().availableProcessors()),
                Boolean.getBoolean("compile"))) {
            for (Map.Entry<String, List<ShapeSuite.Outcome>> e : suite.outcomes.entrySet()) {
                List<ShapeSuite.Result> rs = new ArrayList<>();
                e.getValue().forEach(o -> rs.add(o.result()));
                results.put(e.getKey(), rs);
            }
        }
        String md = markdown(results);
        Files.createDirectories(out);
        Files.writeString(out.resolve("summary.md"), md, StandardCharsets.UTF_8);
        Files.writeString(out.resolve("results.tsv"), tsv(results), StandardCharsets.UTF_8);
        System.out.println(md.substring(0, md.indexOf("\n## ")));
        System.out.printf("%.1f s%n", (System.nanoTime() - t0) / 1e9);
    }
}
