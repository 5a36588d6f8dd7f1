package io.streamlint.catalyst;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.File;
import java.lang.reflect.Constructor;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Spark's classes are loaded only when a lint meets SQL text or an interval string: the Java frontend runs in a
 * class loader of its own over this module's class path, and the loader is asked which classes it loaded.
 */
class LazyLoadingTest {

    private static final String PARSER = "org.apache.spark.sql.catalyst.parser.CatalystSqlParser$";
    private static final String INTERVALS = "org.apache.spark.sql.catalyst.util.IntervalUtils$";
    private static final String READER = "io.streamlint.catalyst.CatalystSqlText";

    @TempDir
    Path dir;

    @Test
    void plainJavaLoadsNoSparkClass() throws Exception {
        Recording loader = lint("""
                spark.readStream().format("rate").load()
                    .select(col("value"), col("timestamp"))
                    .writeStream().format("console").start();
                """);
        assertFalse(loader.loaded(READER));
        assertFalse(loader.loaded(PARSER));
        assertFalse(loader.loaded(INTERVALS));
        assertFalse(loader.loaded("org.apache.spark.sql.types.StructType"));
    }

    @Test
    void sqlTextLoadsSparksParser() throws Exception {
        Recording loader = lint("""
                spark.readStream().format("rate").load().createOrReplaceTempView("events");
                spark.sql("SELECT value FROM events").writeStream().format("console").start();
                """);
        assertTrue(loader.loaded(READER));
        assertTrue(loader.loaded(PARSER));
    }

    @Test
    void anIntervalLoadsSparksIntervalCode() throws Exception {
        Recording loader = lint("""
                spark.readStream().format("rate").load().withWatermark("timestamp", "10 seconds")
                    .writeStream().format("console").start();
                """);
        assertTrue(loader.loaded(INTERVALS));
    }

    /** Runs the frontend on a job whose {@code run} body is {@code body}, in a fresh class loader. */
    private Recording lint(String body) throws Exception {
        Path job = dir.resolve("Job.java");
        Files.writeString(job, """
                import org.apache.spark.sql.*;
                import static org.apache.spark.sql.functions.*;
                class Job {
                    void run(SparkSession spark) throws Exception {
                """ + body + """
                    }
                }
                """);
        URL[] classPath = Arrays.stream(System.getProperty("java.class.path").split(File.pathSeparator))
                .filter(e -> !e.isEmpty()).map(e -> {
                    try {
                        return Path.of(e).toUri().toURL();
                    } catch (java.net.MalformedURLException x) {
                        throw new IllegalStateException(x);
                    }
                }).toArray(URL[]::new);
        Recording loader = new Recording(classPath);
        Class<?> frontend = loader.loadClass("io.streamlint.core.source.JavaSourceFrontend");
        Constructor<?> create = frontend.getConstructor(int.class, List.class, long.class);
        Object instance = create.newInstance(17, List.of(), 1_000_000L);
        frontend.getMethod("extract", List.class).invoke(instance, List.of(job));
        return loader;
    }

    /** A class loader that does not delegate this class path to the application loader, and tells what it loaded. */
    private static final class Recording extends URLClassLoader {
        Recording(URL[] urls) {
            super(urls, ClassLoader.getPlatformClassLoader());
        }

        boolean loaded(String name) {
            return findLoadedClass(name) != null;
        }
    }
}
