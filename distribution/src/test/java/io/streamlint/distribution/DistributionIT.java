package io.streamlint.distribution;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.DisabledOnOs;
import org.junit.jupiter.api.condition.OS;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;
import java.util.jar.JarFile;
import java.util.stream.Collectors;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The archives as a user gets them: the .tar.gz unpacked with tar, bin/streamlint run from another folder, through
 * symlinks on the PATH, with and without a usable Java. The .bat cannot run here: it is only read.
 */
@DisabledOnOs(OS.WINDOWS)
class DistributionIT {

    private static final String VERSION = System.getProperty("streamlint.version");
    /** The archives' path without the extension: target/streamlint-VERSION. */
    private static final String ARCHIVES = System.getProperty("streamlint.archives");
    private static final String TOP = "streamlint-" + VERSION;
    private static final String MAIN_CLASS = "io.streamlint.cli.StreamlintCommand";
    /** The JVM the tests run on (17 or newer): the Java the launcher is given. */
    private static final Path JAVA_HOME = Path.of(System.getProperty("java.home"));
    private static final String NO_FINDINGS = "Streamlint: no findings in 1 file.";

    @TempDir
    static Path unpacked;
    /** The unpacked distribution. */
    static Path home;
    /** On the PATH: streamlint, a relative symlink to an absolute symlink to bin/streamlint. */
    static Path linkOnPath;

    @TempDir
    Path work;

    @BeforeAll
    static void unpackAndLink() throws IOException {
        Run tar = run(unpacked, env -> { }, "tar", "xzf", ARCHIVES + ".tar.gz");
        assertEquals(0, tar.exitCode(), tar.err());
        home = unpacked.resolve(TOP);
        Path absolute = Files.createDirectories(unpacked.resolve("links/absolute"));
        Files.createSymbolicLink(absolute.resolve("streamlint"), home.resolve("bin/streamlint"));
        linkOnPath = Files.createDirectories(unpacked.resolve("links/on-path"));
        Files.createSymbolicLink(linkOnPath.resolve("streamlint"), Path.of("../absolute/streamlint"));
    }

    @Test
    void layout() throws IOException {
        assertTrue(Files.isExecutable(home.resolve("bin/streamlint")));
        assertTrue(Files.isRegularFile(home.resolve("bin/streamlint.bat")));
        assertTrue(Files.isRegularFile(home.resolve("lib/streamlint-cli-" + VERSION + ".jar")));
        assertTrue(Files.isRegularFile(home.resolve("conf/streamlint.yaml")));
        assertTrue(Files.readString(home.resolve("LICENSE")).contains("Apache License"));
        String notice = Files.readString(home.resolve("NOTICE"));
        for (String component : List.of("Apache Spark", "JavaParser", "Jackson", "picocli", "java-sarif")) {
            assertTrue(notice.contains(component), component);
        }
        try (Stream<Path> jars = Files.list(home.resolve("lib"))) {
            assertTrue(jars.anyMatch(jar -> jar.getFileName().toString().startsWith("picocli-")));
        }
        try (Stream<Path> jars = Files.list(home.resolve("lib/spark-4.1"))) {
            assertTrue(jars.anyMatch(jar -> jar.getFileName().toString().startsWith("spark-catalyst_2.13-4.1")));
        }
    }

    @Test
    void zipHoldsWhatTheTarGzHoldsWithTheSameExecutableLauncher() throws IOException {
        Run list = run(unpacked, env -> { }, "tar", "tzvf", ARCHIVES + ".tar.gz");
        assertEquals(0, list.exitCode(), list.err());
        // tar tzv: "-rwxr-xr-x user/group size date time name"
        Map<String, Boolean> tarFiles = list.out().lines()
                .filter(line -> line.startsWith("-"))
                .collect(Collectors.toMap(line -> line.substring(line.indexOf(TOP + "/")),
                        line -> line.charAt(3) == 'x', (a, b) -> a, TreeMap::new));
        Map<String, Boolean> zipFiles = zipFiles(Path.of(ARCHIVES + ".zip"));
        assertTrue(tarFiles.size() > 100, tarFiles.keySet().toString());
        assertEquals(tarFiles, zipFiles);
        assertTrue(tarFiles.get(TOP + "/bin/streamlint"));
        assertFalse(tarFiles.get(TOP + "/LICENSE"));
    }

    @Test
    void versionThroughSymlinksOnThePathWithJavaFromThePath() throws IOException {
        Path javaOnPath = Files.createDirectories(work.resolve("java-on-path"));
        Files.createSymbolicLink(javaOnPath.resolve("java"), JAVA_HOME.resolve("bin/java"));
        Run run = run(work, env -> {
            env.remove("JAVA_HOME");
            env.put("PATH", linkOnPath + ":" + javaOnPath + ":" + env.get("PATH"));
        }, "sh", "-c", "streamlint --version");
        assertEquals(0, run.exitCode(), run.err());
        assertEquals("Streamlint " + VERSION + "\n", run.out());
        assertEquals("", run.err());
    }

    @Test
    void lintsAFolderFromAnotherFolderThroughTheSymlink() throws IOException {
        write("src/Clean.java", "public class Clean {\n    int answer() { return 42; }\n}\n");
        Run clean = streamlintOnPath(env -> { }, "src/");
        assertEquals(0, clean.exitCode(), clean.err());
        assertEquals(NO_FINDINGS + "\n", clean.out());

        writeJobWithoutCheckpoint("src/Job.java");
        Run findings = streamlintOnPath(env -> { }, "src/");
        assertEquals(1, findings.exitCode(), findings.err());
        assertTrue(findings.out().lines().anyMatch(line -> line.startsWith("src/Job.java:") && line.endsWith("[SS003]")),
                findings.out());

        Run usage = streamlintOnPath(env -> { }, "--no-such-option", "src/");
        assertEquals(2, usage.exitCode(), usage.out());
        assertTrue(usage.err().contains("--no-such-option"), usage.err());
    }

    @Test
    void theExampleConfigurationIsAccepted() throws IOException {
        writeJobWithoutCheckpoint("Job.java");
        Run run = streamlintOnPath(env -> { }, "--config", home.resolve("conf/streamlint.yaml").toString(), "Job.java");
        assertEquals("", run.err());
        assertEquals(1, run.exitCode());
        assertTrue(run.out().contains("[SS003]"), run.out());
    }

    /**
     * lib/ext/ is where an installation keeps its rule packs: a jar dropped there is loaded without an option. The
     * pack is taken out again, so that the other tests see the built-in rules only.
     */
    @Test
    void aRulePackInLibExtIsLoaded() throws IOException {
        assertTrue(Files.isRegularFile(home.resolve("lib/ext/README.txt")));
        Path pack = home.resolve("lib/ext/acme-rules.jar");
        Files.copy(Path.of(System.getProperty("streamlint.examplePack")), pack);
        try {
            Run rules = streamlintOnPath(env -> { }, "rules");
            assertEquals(0, rules.exitCode(), rules.err());
            assertTrue(rules.out().lines().anyMatch(l -> l.startsWith("ACME001 ")), rules.out());
            assertTrue(rules.out().lines().anyMatch(l -> l.startsWith("SS001 ")), rules.out());
        } finally {
            Files.delete(pack);
        }
    }

    /**
     * lib/spark-4.1/, next to the CLI's jar in lib/, is where the CLI finds Spark 4.1's parser: only that parser reads
     * the WATERMARK clause, here one without a stateful operator after it (SS041); without it the SQL text is unknown.
     */
    @Test
    void sparkFourOneParserFromLib() throws IOException {
        write("Readings.java", """
                import org.apache.spark.sql.SparkSession;

                class Readings {
                    static void run(SparkSession spark) throws Exception {
                        spark.readStream().format("rate").load().createOrReplaceTempView("readings");
                        spark.sql("SELECT value FROM readings WATERMARK timestamp DELAY OF INTERVAL 2 MINUTES")
                            .writeStream().outputMode("append").format("console").start();
                    }
                }
                """);
        Run run = streamlintOnPath(env -> { }, "--spark-version", "4.1", "--fail-on", "none", "Readings.java");
        assertEquals(0, run.exitCode(), run.out() + run.err());
        assertTrue(run.out().lines().anyMatch(line -> line.startsWith("Readings.java:6:") && line.endsWith("[SS041]")),
                run.out());
    }

    @Test
    void javaOptsThenStreamlintOptsFollowTheDefaults() throws IOException {
        Run run = streamlintOnPath(env -> {
            env.put("JAVA_OPTS", "-XX:+PrintCommandLineFlags -XshowSettings:properties"
                    + " -Dstreamlint.probe=java-opts -Dstreamlint.probe.java=yes -XX:TieredStopAtLevel=4");
            env.put("STREAMLINT_OPTS", "-Dstreamlint.probe=streamlint-opts");
        }, "--version");
        assertEquals(0, run.exitCode(), run.err());
        // -XX:+PrintCommandLineFlags: the flags in effect, on stdout before the version
        String flags = run.out().lines().findFirst().orElseThrow();
        assertTrue(flags.contains("-XX:+UseSerialGC"), flags);
        assertTrue(flags.contains("-XX:TieredStopAtLevel=4"), "JAVA_OPTS after the defaults: " + flags);
        assertTrue(run.out().endsWith("Streamlint " + VERSION + "\n"), run.out());
        // -XshowSettings:properties, on stderr
        assertTrue(run.err().contains("streamlint.probe.java = yes"), run.err());
        assertTrue(run.err().contains("streamlint.probe = streamlint-opts"), "STREAMLINT_OPTS last: " + run.err());
    }

    @Test
    void aJavaHomeWithoutJavaIsExitTwoWithAMessage() {
        Path missing = work.resolve("no-such-jdk");
        Run run = streamlintOnPath(env -> env.put("JAVA_HOME", missing.toString()), "--version");
        assertEquals(2, run.exitCode());
        assertEquals("", run.out());
        assertEquals("streamlint: JAVA_HOME is " + missing + ", but " + missing + "/bin/java is not an executable;"
                + " point JAVA_HOME at a Java 17 or newer, or unset it to use java on the PATH\n", run.err());
    }

    @Test
    void noJavaAtAllIsExitTwoWithAMessage() throws IOException {
        // A PATH with the tools the launcher uses, and no java.
        Path tools = Files.createDirectories(work.resolve("tools"));
        for (String tool : List.of("dirname", "readlink", "sed", "head")) {
            Files.createSymbolicLink(tools.resolve(tool), which(tool));
        }
        Run run = run(work, env -> {
            env.remove("JAVA_HOME");
            env.put("PATH", tools.toString());
        }, home.resolve("bin/streamlint").toString(), "--version");
        assertEquals(2, run.exitCode());
        assertEquals("streamlint: no java on the PATH and JAVA_HOME is not set;"
                + " install Java 17 or newer, or set JAVA_HOME\n", run.err());
    }

    @Test
    void javaOlderThanSeventeenIsExitTwoWithAMessage() throws IOException {
        // Java 11 by its release file, Java 8 by java -version (no release file); the second is found on the PATH.
        Path java11 = fakeJava("jdk-11", "11.0.2", true);
        Run byRelease = streamlintOnPath(env -> env.put("JAVA_HOME", java11.toString()), "--version");
        assertEquals(2, byRelease.exitCode(), byRelease.out());
        assertEquals("streamlint: Streamlint needs Java 17 or newer, but " + java11 + "/bin/java is Java 11.0.2;"
                + " set JAVA_HOME to a Java 17 or newer\n", byRelease.err());

        Path java8 = fakeJava("jdk-8", "1.8.0_392", false);
        Run byVersion = streamlintOnPath(env -> {
            env.remove("JAVA_HOME");
            env.put("PATH", linkOnPath + ":" + java8.resolve("bin") + ":" + env.get("PATH"));
        }, "--version");
        assertEquals(2, byVersion.exitCode(), byVersion.out());
        assertTrue(byVersion.err().contains("but " + java8 + "/bin/java is Java 1.8.0_392;"), byVersion.err());
    }

    @Test
    void theLauncherWithoutLibIsABrokenInstallation() throws IOException {
        Path bin = Files.createDirectories(work.resolve("copied/bin"));
        Files.copy(home.resolve("bin/streamlint"), bin.resolve("streamlint"), StandardCopyOption.COPY_ATTRIBUTES);
        Files.createDirectories(work.resolve("copied/lib"));
        Run run = run(work, env -> { }, bin.resolve("streamlint").toString(), "--version");
        assertEquals(2, run.exitCode());
        assertTrue(run.err().startsWith("streamlint: broken installation: no streamlint-cli jar in "
                + work.resolve("copied").toRealPath().resolve("lib")), run.err());
    }

    @Test
    void theWindowsLauncherRunsTheJarsMainClassWithTheSameDefaults() throws IOException {
        String bat = Files.readString(home.resolve("bin/streamlint.bat"), StandardCharsets.UTF_8);
        String mainClass;
        try (JarFile cli = new JarFile(home.resolve("lib/streamlint-cli-" + VERSION + ".jar").toFile())) {
            mainClass = cli.getManifest().getMainAttributes().getValue("Main-Class");
        }
        assertEquals(MAIN_CLASS, mainClass);
        assertTrue(bat.contains("set \"MAIN_CLASS=" + mainClass + "\""), bat);
        assertTrue(bat.contains("-cp \"%LIB%\\*\" %MAIN_CLASS% %*"), bat);
        assertEquals(bat.split("\n").length, bat.split("\r\n").length, "CRLF line ends");
        String sh = Files.readString(home.resolve("bin/streamlint"), StandardCharsets.UTF_8);
        assertTrue(sh.contains("MAIN_CLASS=" + mainClass + "\n"), sh);
        String shDefaults = between(sh, "DEFAULT_JVM_OPTS='", "'");
        assertTrue(shDefaults.startsWith("-"), shDefaults);
        assertEquals(shDefaults, between(bat, "set \"DEFAULT_JVM_OPTS=", "\""));
    }

    // Helpers

    record Run(int exitCode, String out, String err) { }

    /** {@code streamlint ARGUMENTS} as a user types it: found on the PATH, in {@link #work}, with Java's home set. */
    private Run streamlintOnPath(Consumer<Map<String, String>> environment, String... arguments) {
        StringBuilder command = new StringBuilder("streamlint");
        for (String argument : arguments) {
            command.append(" '").append(argument).append('\'');
        }
        return run(work, env -> {
            env.put("JAVA_HOME", JAVA_HOME.toString());
            env.put("PATH", linkOnPath + ":" + env.get("PATH"));
            environment.accept(env);
        }, "sh", "-c", command.toString());
    }

    /**
     * Runs {@code command} in {@code directory} with this JVM's environment less the variables that change a
     * JVM's output (JAVA_TOOL_OPTIONS prints a line) or the launcher's options, then {@code environment}'s changes.
     */
    private static Run run(Path directory, Consumer<Map<String, String>> environment, String... command) {
        try {
            Path out = Files.createTempFile(directory, "out", ".txt");
            Path err = Files.createTempFile(directory, "err", ".txt");
            ProcessBuilder builder = new ProcessBuilder(command).directory(directory.toFile())
                    .redirectOutput(out.toFile()).redirectError(err.toFile());
            Map<String, String> env = builder.environment();
            List.of("JAVA_TOOL_OPTIONS", "JDK_JAVA_OPTIONS", "_JAVA_OPTIONS", "JAVA_OPTS", "STREAMLINT_OPTS")
                    .forEach(env::remove);
            environment.accept(env);
            Process process = builder.start();
            if (!process.waitFor(3, TimeUnit.MINUTES)) {
                process.destroyForcibly();
                throw new AssertionError("no exit within 3 minutes: " + String.join(" ", command));
            }
            Run run = new Run(process.exitValue(), Files.readString(out), Files.readString(err));
            Files.delete(out);
            Files.delete(err);
            return run;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new AssertionError(e);
        }
    }

    /**
     * A Java home whose bin/java prints {@code version} as java -version does and fails otherwise;
     * with {@code releaseFile}, also the release file that names the version.
     */
    private Path fakeJava(String name, String version, boolean releaseFile) throws IOException {
        Path jdk = work.resolve(name);
        Path java = Files.createDirectories(jdk.resolve("bin")).resolve("java");
        Files.writeString(java, "#!/bin/sh\n[ \"$1\" = -version ] || exit 99\n"
                + "echo 'openjdk version \"" + version + "\" 2019-01-15' >&2\n");
        Files.setPosixFilePermissions(java, PosixFilePermissions.fromString("rwxr-xr-x"));
        if (releaseFile) {
            Files.writeString(jdk.resolve("release"), "IMPLEMENTOR=\"Test\"\nJAVA_VERSION=\"" + version + "\"\n");
        }
        return jdk;
    }

    private void write(String relative, String content) throws IOException {
        Path file = work.resolve(relative);
        Files.createDirectories(file.getParent());
        Files.writeString(file, content);
    }

    private void writeJobWithoutCheckpoint(String relative) throws IOException {
        write(relative, """
                import org.apache.spark.sql.Dataset;
                import org.apache.spark.sql.Row;
                import org.apache.spark.sql.SparkSession;

                public class Job {
                    public static void main(String[] args) throws Exception {
                        SparkSession spark = SparkSession.builder().appName("job").getOrCreate();
                        Dataset<Row> events = spark.readStream().format("rate").load();
                        events.writeStream().format("parquet").option("path", "/data/out")
                                .start();
                    }
                }
                """);
    }

    private static Path which(String tool) {
        return Stream.of("/usr/bin", "/bin").map(folder -> Path.of(folder, tool)).filter(Files::isExecutable)
                .findFirst().orElseThrow(() -> new AssertionError("no " + tool + " in /usr/bin or /bin"));
    }

    private static String between(String text, String start, String end) {
        int from = text.indexOf(start);
        assertTrue(from >= 0, start + " in " + text);
        from += start.length();
        return text.substring(from, text.indexOf(end, from));
    }

    /**
     * The zip's files (not folders), each with whether its Unix mode (the high half of the central directory's
     * external attributes) lets its owner execute it; java.util.zip does not read that mode.
     */
    private static Map<String, Boolean> zipFiles(Path zip) throws IOException {
        try (FileChannel channel = FileChannel.open(zip, StandardOpenOption.READ)) {
            int tailSize = (int) Math.min(channel.size(), 22 + 65535);
            ByteBuffer tail = ByteBuffer.allocate(tailSize).order(ByteOrder.LITTLE_ENDIAN);
            readFully(channel, tail, channel.size() - tailSize);
            int end = tailSize - 22;
            while (end >= 0 && tail.getInt(end) != 0x06054b50) {
                end--;
            }
            assertTrue(end >= 0, "end of central directory record");
            int size = tail.getInt(end + 12);
            long offset = Integer.toUnsignedLong(tail.getInt(end + 16));
            ByteBuffer directory = ByteBuffer.allocate(size).order(ByteOrder.LITTLE_ENDIAN);
            readFully(channel, directory, offset);
            Map<String, Boolean> files = new TreeMap<>();
            for (int at = 0; at < size && directory.getInt(at) == 0x02014b50; ) {
                int nameLength = Short.toUnsignedInt(directory.getShort(at + 28));
                int extraLength = Short.toUnsignedInt(directory.getShort(at + 30));
                int commentLength = Short.toUnsignedInt(directory.getShort(at + 32));
                int mode = directory.getInt(at + 38) >>> 16;
                String name = new String(directory.array(), at + 46, nameLength, StandardCharsets.UTF_8);
                if (!name.endsWith("/")) {
                    files.put(name, (mode & 0100) != 0);
                }
                at += 46 + nameLength + extraLength + commentLength;
            }
            return files;
        }
    }

    private static void readFully(FileChannel channel, ByteBuffer buffer, long position) throws IOException {
        while (buffer.hasRemaining()) {
            if (channel.read(buffer, position + buffer.position()) < 0) {
                throw new IOException("the zip ends early");
            }
        }
    }
}
