package io.streamlint.core.sql;

import io.streamlint.core.model.Schema;
import io.streamlint.core.model.SparkVersion;

import java.io.UncheckedIOException;
import java.net.MalformedURLException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.ServiceConfigurationError;
import java.util.ServiceLoader;

/**
 * Loads the {@link SqlText} reader with another Spark release than the class path's: the reader's own classes
 * (streamlint-linter-catalyst, where the class path's reader comes from) and Spark's jars in a class loader whose
 * parent offers only the JDK, Streamlint's core classes (so the reader implements this {@link SqlText}) and the
 * linter's logging (SLF4J and Log4j, so Spark logs where and as the linter's host configures it: silenced by the
 * CLI, through Maven's log in the plugin).
 */
final class IsolatedParser extends ClassLoader {

    private static final List<String> SHARED = List.of("io.streamlint.core.", "org.slf4j.", "org.apache.logging.log4j.",
            "org.apache.log4j.");
    private final ClassLoader linter = SqlText.class.getClassLoader();

    private IsolatedParser() {
        super(ClassLoader.getPlatformClassLoader());
    }

    static Optional<SqlText> load(List<Path> jars) {
        Optional<SqlText> onClassPath = SqlText.get();
        if (onClassPath.isEmpty()) {
            return Optional.empty();
        }
        List<URL> urls = new ArrayList<>();
        urls.add(onClassPath.get().getClass().getProtectionDomain().getCodeSource().getLocation());
        for (Path jar : jars) {
            try {
                urls.add(jar.toUri().toURL());
            } catch (MalformedURLException e) {
                throw new UncheckedIOException(e);
            }
        }
        URLClassLoader loader = new URLClassLoader("spark-parser", urls.toArray(URL[]::new), new IsolatedParser());
        try {
            return Optional.of(ServiceLoader.load(SqlText.class, loader).stream()
                    .filter(p -> p.type().getClassLoader() == loader).map(ServiceLoader.Provider::get).findFirst()
                    .orElseGet(() -> new Unloadable("no Spark parser in " + jars)));
        } catch (ServiceConfigurationError | LinkageError e) {
            return Optional.of(new Unloadable("Spark's parser in " + jars + " cannot be loaded: " + e));
        }
    }

    /** The reader of a parser that could not be loaded: every text is unavailable, for the reason given. */
    private record Unloadable(String why) implements SqlText {
        @Override
        public SparkVersion version() {
            return SparkVersion.DEFAULT; // never asked: nothing is rejected
        }

        @Override
        public Parsed<SqlPlan> statement(String sql) {
            return new Parsed.Unavailable<>(why);
        }

        @Override
        public Parsed<SqlExpr> expression(String sql) {
            return new Parsed.Unavailable<>(why);
        }

        @Override
        public Parsed<Interval> interval(String text, IntervalSyntax syntax) {
            return new Parsed.Unavailable<>(why);
        }

        @Override
        public Parsed<Schema> schema(String ddl) {
            return new Parsed.Unavailable<>(why);
        }

        @Override
        public Parsed<Schema.Column> column(String expression, Schema input) {
            return new Parsed.Unavailable<>(why);
        }
    }

    @Override
    protected Class<?> loadClass(String name, boolean resolve) throws ClassNotFoundException {
        return SHARED.stream().anyMatch(name::startsWith) ? linter.loadClass(name) : super.loadClass(name, resolve);
    }
}
