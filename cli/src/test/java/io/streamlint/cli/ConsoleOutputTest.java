package io.streamlint.cli;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A lint that reads SQL text loads Spark's parser, and with it Spark's logging: the console shows the report and
 * nothing else. Runs the CLI in a JVM of its own, as {@code java -jar} does, since logging is set up once a process.
 */
class ConsoleOutputTest {

    @TempDir
    Path dir;

    @Test
    void sparkLogsNothingOnTheConsoleWhenTheLintReadsSql() throws IOException, InterruptedException {
        Path job = Files.writeString(dir.resolve("TopPages.java"), """
                import org.apache.spark.sql.SparkSession;

                class TopPages {
                    static void run(SparkSession spark) throws Exception {
                        spark.readStream().format("rate").load().createOrReplaceTempView("views");
                        spark.sql("SELECT value FROM views ORDER BY value").writeStream().format("console").start();
                    }
                }
                """);
        String classPath = System.getProperty("surefire.test.class.path", System.getProperty("java.class.path"));
        Process cli = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-cp", classPath, StreamlintCommand.class.getName(), "--fail-on", "none", job.getFileName().toString())
                .directory(dir.toFile())
                .redirectOutput(dir.resolve("out.txt").toFile())
                .redirectError(dir.resolve("err.txt").toFile())
                .start();
        assertEquals(0, cli.waitFor());
        assertEquals("", Files.readString(dir.resolve("err.txt"), StandardCharsets.UTF_8));
        List<String> out = Files.readAllLines(dir.resolve("out.txt"), StandardCharsets.UTF_8);
        assertEquals(2, out.size(), String.join("\n", out));
        assertTrue(out.get(0).startsWith("TopPages.java:6:") && out.get(0).endsWith("[SS011]"), out.get(0));
        assertEquals("Streamlint: 1 finding (1 error, 0 warnings, 0 notes) in 1 file.", out.get(1));
    }
}
