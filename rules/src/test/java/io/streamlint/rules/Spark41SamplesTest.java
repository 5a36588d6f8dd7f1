package io.streamlint.rules;

import io.streamlint.core.engine.Linter;
import io.streamlint.core.model.SparkVersion;
import io.streamlint.ruletesting.SampleHarness;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertFalse;

/**
 * The samples under src/test/resources/spark-4.1/ target Spark 4.1 and are read with Spark 4.1's SQL parser (the
 * jars of streamlint-spark-parser-4.1, named by the system property the build sets), as the CLI and the plugin
 * read them for {@code --spark-version 4.1}: SQL's WATERMARK clause gets the verdicts of withWatermark.
 */
class Spark41SamplesTest {

    /** The jars of Spark 4.1's parser, as the build copies them. */
    static List<Path> parserJars() {
        Path folder = Path.of(System.getProperty("streamlint.sparkParser.4.1", "../spark-parser-4.1/target/jars"));
        try (Stream<Path> jars = Files.list(folder)) {
            List<Path> found = jars.filter(p -> p.toString().endsWith(".jar")).sorted().toList();
            assertFalse(found.isEmpty(), "no jars in " + folder);
            return found;
        } catch (IOException e) {
            throw new UncheckedIOException("Spark 4.1's parser is not built: " + folder, e);
        }
    }

    @TestFactory
    Stream<DynamicTest> samplesTargetingSpark41() {
        Linter linter = Linter.withRulesFrom(getClass().getClassLoader());
        List<Path> jars = parserJars();
        return new SampleHarness(linter, request -> request.withSparkVersion(SparkVersion.V4_1).withSparkParser(jars))
                .testsFor(Path.of("src/test/resources/spark-4.1"));
    }
}
