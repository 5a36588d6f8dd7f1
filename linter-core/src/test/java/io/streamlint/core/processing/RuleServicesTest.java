package io.streamlint.core.processing;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import javax.tools.DiagnosticCollector;
import javax.tools.JavaCompiler;
import javax.tools.JavaFileObject;
import javax.tools.StandardJavaFileManager;
import javax.tools.ToolProvider;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The services file generated from {@code @RuleInfo}, and the rules refused at compile time. */
class RuleServicesTest {

    private static final String HEADER = """
            package acme;

            import io.streamlint.core.api.QueryRule;
            import io.streamlint.core.api.RuleContext;
            import io.streamlint.core.api.RuleInfo;
            import io.streamlint.core.api.Severity;
            import io.streamlint.core.model.StreamingQuery;

            """;

    private static String rule(String id, String declaration) {
        return HEADER + "@RuleInfo(id = \"" + id + "\", name = \"R\", severity = Severity.WARNING, summary = \"S.\")\n"
                + declaration + " implements QueryRule {\n"
                + "    @Override public void check(StreamingQuery q, RuleContext c, Report r) { }\n}\n";
    }

    @TempDir
    Path dir;

    record Compiled(boolean success, List<String> errors, Path classes) {
    }

    private Compiled compile(Map<String, String> sources) throws IOException {
        Path src = Files.createDirectories(dir.resolve("src/acme"));
        List<Path> files = new ArrayList<>();
        for (Map.Entry<String, String> s : sources.entrySet()) {
            files.add(Files.writeString(src.resolve(s.getKey() + ".java"), s.getValue()));
        }
        Path classes = Files.createDirectories(dir.resolve("classes"));
        JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
        DiagnosticCollector<JavaFileObject> diagnostics = new DiagnosticCollector<>();
        try (StandardJavaFileManager fm = javac.getStandardFileManager(diagnostics, null, null)) {
            boolean ok = javac.getTask(null, fm, diagnostics, List.of("-d", classes.toString(), "-cp",
                            System.getProperty("java.class.path"), "-processor", RuleServices.class.getName()), null,
                    fm.getJavaFileObjectsFromPaths(files)).call();
            List<String> errors = diagnostics.getDiagnostics().stream()
                    .filter(d -> d.getKind() == javax.tools.Diagnostic.Kind.ERROR)
                    .map(d -> d.getMessage(null)).toList();
            return new Compiled(ok, errors, classes);
        }
    }

    @Test
    void theRulesOfACompilationAreListedSorted() throws IOException {
        Compiled c = compile(Map.of(
                "Second", rule("ACME002", "public final class Second"),
                "First", rule("ACME001", "public final class First"),
                "Holder", HEADER + "public final class Holder {\n"
                        + rule("ACME003", "    public static final class Nested").substring(HEADER.length()) + "}\n",
                "Helper", "package acme;\nfinal class Helper { }\n"));
        assertTrue(c.success(), c.errors().toString());
        assertEquals(List.of("acme.First", "acme.Holder$Nested", "acme.Second"),
                Files.readAllLines(c.classes().resolve(RuleServices.SERVICES_FILE)));
    }

    @Test
    void whatServiceLoaderCouldNotLoadIsACompileError() throws IOException {
        Compiled c = compile(Map.of(
                "Hidden", rule("ACME001", "final class Hidden"),
                "Malformed", rule("acme-2", "public final class Malformed"),
                "Twice", rule("SS001", "public final class Twice"),
                "Again", rule("SS001", "public final class Again"),
                "Abstract", rule("ACME005", "public abstract class Abstract")));
        assertFalse(c.success());
        String all = String.join("\n", c.errors());
        assertTrue(all.contains("a rule class must be public and top-level"), all);
        assertTrue(all.contains("rule id 'acme-2' is not of the form rule ids take"), all);
        assertTrue(all.contains("rule id SS001 is already the id of acme."), all);
        assertTrue(all.contains("Abstract is not a concrete class"), all);
        assertEquals(4, c.errors().size(), all);
    }
}
