package io.streamlint.cli;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import javax.tools.JavaCompiler;
import javax.tools.ToolProvider;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.jar.JarEntry;
import java.util.jar.JarOutputStream;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A team's own rule pack, end to end through the CLI: the example pack (examples/rule-pack, built before this module)
 * loaded with --rules-jar reports its rule ACME001, which the configuration, suppressions, --disable, the cache,
 * SARIF, 'rules' and 'explain' treat as they treat a built-in rule; a pack rule that takes a built-in id is refused.
 */
class RulePackTest {

    /** The example pack's jar, as the build passes it (cli/pom.xml). */
    private static final Path PACK = Path.of(System.getProperty("streamlint.examplePack",
            "../examples/rule-pack/target/streamlint-example-rule-pack-0.1.0-SNAPSHOT.jar"));

    private static final String JOB = """
            package demo;

            import org.apache.spark.sql.Dataset;
            import org.apache.spark.sql.Row;
            import org.apache.spark.sql.SparkSession;

            public class Orders {
                public void run(SparkSession spark) throws Exception {
                    Dataset<Row> orders = spark.readStream().format("rate").load();
                    orders.writeStream()
                            .queryName("payments.orders.audit")
                            .format("console")
                            .start();
                    orders.writeStream()
                            .format("console")
                            .start();%s
                    orders.writeStream()
                            .option("queryName", "payments.orders.copy")
                            .format("console")
                            .start();
                }
            }
            """;

    @TempDir
    Path dir;

    @BeforeAll
    static void packIsBuilt() {
        assertTrue(Files.isRegularFile(PACK), "the example rule pack is built before the CLI's tests (mvn -pl cli -am): "
                + PACK.toAbsolutePath().normalize());
    }

    private static CliRun run(String... args) {
        return CliRun.of(args);
    }

    private Path job(String endOfLine16) throws IOException {
        Path file = dir.resolve("orders/src/main/java/demo/Orders.java");
        Files.createDirectories(file.getParent());
        Files.writeString(file, JOB.formatted(endOfLine16));
        return dir.resolve("orders/src/main/java");
    }

    /** The lines of the text report that name {@code id}. */
    private static List<String> linesOf(String report, String id) {
        return report.lines().filter(l -> l.contains(id)).toList();
    }

    @Test
    void thePackRuleReportsTheQueryWithoutAName() throws IOException {
        Path src = job("");
        CliRun run = run("--rules-jar", PACK.toString(), "--source-root", dir.toString(), src.toString());
        List<String> acme = linesOf(run.out(), "ACME001");
        assertEquals(1, acme.size(), run.out());
        assertTrue(acme.get(0).contains("orders/src/main/java/demo/Orders.java:16:"), acme.get(0));
        assertTrue(acme.get(0).contains("warning"), acme.get(0));
        assertTrue(run.out().contains("No query name on the query writing orders: "), run.out());

        CliRun without = run("--source-root", dir.toString(), src.toString());
        assertEquals(List.of(), linesOf(without.out(), "ACME001"), without.out());
    }

    @Test
    void sarifDescribesThePackRuleWithItsPage() throws IOException {
        Path src = job("");
        CliRun run = run("--rules-jar", PACK.toString(), "--format", "sarif", "--source-root", dir.toString(),
                src.toString());
        JsonNode sarif = new ObjectMapper().readTree(run.out()).get("runs").get(0);
        List<String> ids = new ArrayList<>();
        sarif.get("tool").get("driver").get("rules").forEach(r -> ids.add(r.get("id").asText()));
        assertTrue(ids.contains("ACME001"), ids.toString());
        JsonNode rule = null;
        for (JsonNode r : sarif.get("tool").get("driver").get("rules")) {
            if (r.get("id").asText().equals("ACME001")) {
                rule = r;
            }
        }
        assertEquals("QueryWithoutName", rule.get("name").asText());
        assertTrue(rule.get("help").get("markdown").asText().contains("## Why"), rule.toString());
        List<JsonNode> results = new ArrayList<>();
        sarif.get("results").forEach(r -> {
            if (r.get("ruleId").asText().equals("ACME001")) {
                results.add(r);
            }
        });
        assertEquals(1, results.size(), sarif.get("results").toString());
        assertEquals(16, results.get(0).get("locations").get(0).get("physicalLocation").get("region")
                .get("startLine").asInt());
    }

    @Test
    void rulesAndExplainShowThePackRule() {
        CliRun rules = run("rules", "--rules-jar", PACK.toString());
        assertEquals(0, rules.exitCode(), rules.err());
        List<String> acme = linesOf(rules.out(), "ACME001");
        assertEquals(1, acme.size(), rules.out());
        assertTrue(acme.get(0).matches("ACME001\\s+warning\\s+QueryWithoutName\\s+Streaming query started without.*"),
                acme.get(0));

        CliRun explain = run("explain", "acme001", "--rules-jar", PACK.toString());
        assertEquals(0, explain.exitCode(), explain.err());
        assertTrue(explain.out().startsWith("# ACME001 QueryWithoutName\n"), explain.out());
        assertTrue(explain.out().contains("## Test code"), "a production-only rule's page says so");

        CliRun unknown = run("explain", "ACME001");
        assertEquals(2, unknown.exitCode());
        assertTrue(unknown.err().contains("unknown rule 'ACME001'"), unknown.err());
    }

    @Test
    void configurationSuppressionsAndDisableTakeThePackId() throws IOException {
        Path src = job("");
        Path config = Files.writeString(dir.resolve("streamlint.yaml"), "rules:\n  acme001: error\n");
        CliRun configured = run("--rules-jar", PACK.toString(), "--config", config.toString(), "--source-root",
                dir.toString(), src.toString());
        assertEquals(1, configured.exitCode(), configured.out() + configured.err());
        assertTrue(linesOf(configured.out(), "ACME001").get(0).contains("error"), configured.out());

        CliRun unconfigurable = run("--config", config.toString(), src.toString());
        assertEquals(2, unconfigurable.exitCode());
        assertTrue(unconfigurable.err().contains("configuration error: ") && unconfigurable.err()
                .contains("unknown rule 'acme001'"), unconfigurable.err());

        CliRun disabled = run("--rules-jar", PACK.toString(), "--disable", "acme001", src.toString());
        assertEquals(List.of(), linesOf(disabled.out(), "ACME001"), disabled.out());

        Path suppressed = job(" // streamlint:ignore ACME001 -- named by the scheduler");
        CliRun run = run("--rules-jar", PACK.toString(), "--source-root", dir.toString(), suppressed.toString());
        assertEquals(List.of(), linesOf(run.out(), "ACME001"), run.out());
        assertEquals(List.of(), linesOf(run.out(), "SL001"), "the suppression is used: " + run.out());
    }

    @Test
    void theCacheKeysOnThePackJars() throws IOException {
        Path src = job("");
        Path cache = dir.resolve("cache.json");
        CliRun first = run("--rules-jar", PACK.toString(), "--cache", cache.toString(), "--source-root", dir.toString(),
                src.toString());
        CliRun replayed = run("--rules-jar", PACK.toString(), "--cache", cache.toString(), "--source-root",
                dir.toString(), src.toString());
        assertEquals(first, replayed);
        assertEquals(1, linesOf(replayed.out(), "ACME001").size(), replayed.out());
        CliRun withoutPack = run("--cache", cache.toString(), "--source-root", dir.toString(), src.toString());
        assertEquals(List.of(), linesOf(withoutPack.out(), "ACME001"), withoutPack.out());
    }

    @Test
    void aMissingRuleJarIsAUsageError() throws IOException {
        Path missing = dir.resolve("missing.jar");
        CliRun run = run("--rules-jar", missing.toString(), job("").toString());
        assertEquals(2, run.exitCode());
        assertTrue(run.err().contains("--rules-jar: no such file: " + missing), run.err());
        assertEquals("", run.out());
    }

    @Test
    void aPackRuleWithABuiltInIdIsRefused() throws IOException {
        Path jar = compileRulePack("""
                package acme;

                import io.streamlint.core.api.QueryRule;
                import io.streamlint.core.api.RuleContext;
                import io.streamlint.core.api.RuleInfo;
                import io.streamlint.core.api.Severity;
                import io.streamlint.core.model.StreamingQuery;

                @RuleInfo(id = "SS001", name = "MyAggregationRule", severity = Severity.WARNING, summary = "Mine.")
                public final class MyAggregationRule implements QueryRule {
                    @Override
                    public void check(StreamingQuery query, RuleContext context, Report report) {
                    }
                }
                """);
        CliRun check = run("--rules-jar", jar.toString(), job("").toString());
        assertEquals(2, check.exitCode());
        String err = check.err();
        assertTrue(err.contains("streamlint: rule pack error: two rules have the id SS001: the built-in rule"
                + " AppendAggregationWithoutWatermark (io.streamlint.rules.AppendAggregationWithoutWatermark, from "), err);
        assertTrue(err.contains(" and rule MyAggregationRule (acme.MyAggregationRule, from clash.jar);"
                + " a rule pack's ids must differ from the built-in rules' and from each other's"), err);
        assertEquals("", check.out());

        CliRun rules = run("rules", "--rules-jar", jar.toString());
        assertEquals(2, rules.exitCode());
        assertTrue(rules.err().contains("rule pack error: two rules have the id SS001"), rules.err());
    }

    /** A jar holding {@code source} compiled and registered as a rule (by hand, as a pack without the processor). */
    private Path compileRulePack(String source) throws IOException {
        Matcher name = Pattern.compile("package (\\w+);[\\s\\S]*?public final class (\\w+)").matcher(source);
        assertTrue(name.find());
        String className = name.group(1) + "." + name.group(2);
        Path sources = Files.createDirectories(dir.resolve("pack-src/" + name.group(1)));
        Path file = Files.writeString(sources.resolve(name.group(2) + ".java"), source);
        Path classes = Files.createDirectories(dir.resolve("pack-classes"));
        JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
        int status = javac.run(null, null, null, "-proc:none", "-d", classes.toString(),
                "-cp", System.getProperty("java.class.path"), file.toString());
        assertEquals(0, status);
        Path jar = dir.resolve("clash.jar");
        try (JarOutputStream out = new JarOutputStream(Files.newOutputStream(jar));
             Stream<Path> compiled = Files.walk(classes)) {
            for (Path c : compiled.filter(Files::isRegularFile).toList()) {
                out.putNextEntry(new JarEntry(classes.relativize(c).toString().replace('\\', '/')));
                Files.copy(c, out);
                out.closeEntry();
            }
            out.putNextEntry(new JarEntry("META-INF/services/io.streamlint.core.api.Rule"));
            OutputStream services = out;
            services.write((className + "\n").getBytes(StandardCharsets.UTF_8));
            out.closeEntry();
        }
        assertFalse(Files.size(jar) == 0);
        return jar;
    }
}
