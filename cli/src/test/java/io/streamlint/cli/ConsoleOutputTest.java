package io.streamlint.cli;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
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
        List<String> out = lint(job.getFileName().toString());
        assertEquals(2, out.size(), String.join("\n", out));
        assertTrue(out.get(0).startsWith("TopPages.java:6:") && out.get(0).endsWith("[SS011]"), out.get(0));
        assertEquals("Streamlint: 1 finding (1 error, 0 warnings, 0 notes) in 1 file.", out.get(1));
    }

    /**
     * {@code --spark-version 4.1} reads SQL with Spark 4.1's parser from lib/spark-4.1/ (next to the CLI's classes
     * here, next to its jar when packaged): the WATERMARK clause bounds the window, and Spark 4.1 logs nothing either.
     */
    @Test
    void spark41sParserFromTheDistributionReadsTheWatermarkClause() throws IOException, InterruptedException {
        Files.writeString(dir.resolve("Minutes.java"), """
                import org.apache.spark.sql.SparkSession;

                class Minutes {
                    static void run(SparkSession spark) throws Exception {
                        spark.readStream().format("rate").load().createOrReplaceTempView("readings");
                        spark.sql("SELECT window(timestamp, '1 minute') AS w, count(*) FROM readings "
                                + "WATERMARK timestamp DELAY OF INTERVAL 1 MINUTE GROUP BY window(timestamp, '1 minute')")
                            .writeStream().outputMode("append").format("console").start();
                    }
                }
                """);
        assertEquals(List.of("Streamlint: no findings in 1 file."), lint("--spark-version", "4.1", "Minutes.java"));
        String spark40 = lint("Minutes.java").get(0);
        assertTrue(spark40.startsWith("Minutes.java:7:") && spark40.endsWith("[SS044]"), "4.0 rejects the clause: " + spark40);
    }

    /** The CLI's output lines, run in a JVM of its own on {@code arguments}; it must exit 0 with nothing on stderr. */
    private List<String> lint(String... arguments) throws IOException, InterruptedException {
        String classPath = System.getProperty("surefire.test.class.path", System.getProperty("java.class.path"));
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        List<String> command = new ArrayList<>(List.of(java, "-cp", classPath, StreamlintCommand.class.getName(),
                "--fail-on", "none"));
        command.addAll(List.of(arguments));
        Process cli = new ProcessBuilder(command)
                .directory(dir.toFile())
                .redirectOutput(dir.resolve("out.txt").toFile())
                .redirectError(dir.resolve("err.txt").toFile())
                .start();
        assertEquals(0, cli.waitFor());
        assertEquals("", Files.readString(dir.resolve("err.txt"), StandardCharsets.UTF_8));
        return Files.readAllLines(dir.resolve("out.txt"), StandardCharsets.UTF_8);
    }
}
