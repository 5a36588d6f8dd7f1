package io.streamlint.rules.shapes;

import javax.tools.Diagnostic;
import javax.tools.DiagnosticCollector;
import javax.tools.JavaCompiler;
import javax.tools.JavaFileObject;
import javax.tools.SimpleJavaFileObject;
import javax.tools.StandardJavaFileManager;
import javax.tools.StandardLocation;
import javax.tools.ToolProvider;
import java.io.File;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Compiles a program (sources in memory) against this module's test class path (Spark, Delta, Kafka, slf4j), to
 * check that a shape writes Java that compiles wherever the original does. One instance per thread: javac's file
 * manager, which caches the class path's jars, is not thread-safe.
 */
final class Javac implements AutoCloseable {

    private final JavaCompiler compiler = ToolProvider.getSystemJavaCompiler();
    private final StandardJavaFileManager files;
    private final Path classes;

    Javac() {
        files = compiler.getStandardFileManager(null, Locale.ROOT, null);
        try {
            classes = Files.createTempDirectory("shapes-javac");
            files.setLocation(StandardLocation.CLASS_OUTPUT, List.of(classes.toFile()));
            List<File> cp = new ArrayList<>();
            // under surefire, java.class.path may be a manifest-only jar; surefire also passes the real one
            String path = System.getProperty("surefire.test.class.path", System.getProperty("java.class.path"));
            for (String entry : path.split(File.pathSeparator)) {
                cp.add(new File(entry));
            }
            files.setLocation(StandardLocation.CLASS_PATH, cp);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The compiler's errors, one line each ({@code file:line: message}); empty when the program compiles. */
    List<String> errors(Map<String, String> program) {
        List<JavaFileObject> units = new ArrayList<>();
        program.forEach((path, text) -> units.add(new SimpleJavaFileObject(URI.create("string:///" + path),
                JavaFileObject.Kind.SOURCE) {
            @Override
            public CharSequence getCharContent(boolean ignoreEncodingErrors) {
                return text;
            }
        }));
        DiagnosticCollector<JavaFileObject> diagnostics = new DiagnosticCollector<>();
        compiler.getTask(null, files, diagnostics, List.of("-proc:none", "-nowarn", "-Xlint:none", "--release", "17",
                "-implicit:none"), null, units).call();
        List<String> errors = new ArrayList<>();
        for (Diagnostic<? extends JavaFileObject> d : diagnostics.getDiagnostics()) {
            if (d.getKind() == Diagnostic.Kind.ERROR) {
                String name = d.getSource() == null ? "?" : d.getSource().getName().replaceFirst("^/", "");
                errors.add(name + ":" + d.getLineNumber() + ": " + d.getMessage(Locale.ROOT).lines().findFirst().orElse(""));
            }
        }
        return errors;
    }

    @Override
    public void close() throws IOException {
        files.close();
        try (var walk = Files.walk(classes)) {
            for (Path p : walk.sorted(java.util.Comparator.reverseOrder()).toList()) {
                Files.deleteIfExists(p);
            }
        }
    }
}
