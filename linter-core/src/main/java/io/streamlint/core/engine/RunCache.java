package io.streamlint.core.engine;

import io.streamlint.core.api.Finding;
import io.streamlint.core.api.Problem;
import io.streamlint.core.api.Rule;
import io.streamlint.core.input.InputFiles;
import io.streamlint.core.support.AtomicFiles;
import io.streamlint.core.support.ToolInfo;

import io.streamlint.core.support.Progress;
import org.jspecify.annotations.Nullable;

import java.io.File;
import java.io.FileNotFoundException;
import java.io.IOException;
import java.io.InputStream;
import java.net.URISyntaxException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileSystemNotFoundException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;
import java.security.CodeSource;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.SortedMap;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;
import java.util.function.Supplier;
import java.util.jar.Attributes;
import java.util.jar.JarFile;
import java.util.jar.Manifest;
import java.util.stream.Stream;

/**
 * The incremental cache shared by the CLI ({@code --cache}) and the Maven plugin ({@code cacheFile}). The analysis is
 * whole-application (one file's code changes another file's findings), so the cache holds one whole run: a key over
 * everything that decides the result, and the result of {@link Linter#run} for it. When the key is unchanged the
 * stored result is replayed and the reports written from it are byte-identical to an uncached run's.
 *
 * <p>The key covers the tool (version, and the size and time of the jars or folders the engine and each rule were
 * loaded from, so a rebuilt snapshot or another rule jar counts as a change; or of the whole class path, for a front
 * end that keys on {@link #classPathStamps(ClassLoader)} rather than loading its rules), the rules that run and their settings
 * (or what decides them: the configuration file's content), every {@link LintRequest} field, the class path entries
 * (size and modification time of each file, folders walked), and the path and content of every input file. The
 * stored result holds the rules it describes, so a replay needs no rule loaded. The baseline is not in it: it is applied to the result
 * afterwards, as without a cache.
 *
 * <p>Hashing the contents is most of a replayed run's cost, so the cache also holds a <em>stamp</em>: the same key
 * with each file's size, modification time (to the nanosecond where the file system keeps it) and file key (the
 * inode on Unix) as listed, instead of its content. When the stamp is unchanged the contents are not read;
 * otherwise the content key decides (a file that was only touched is still a hit, and the stamp is renewed). A file
 * written in the {@link #SETTLING} before the listing leaves the stamp out: a second write within the same tick of
 * the file system's clock would not change its time (git's "racily clean" entries). What the stamp cannot see is a
 * write that keeps a file's size and inode and then sets its modification time back (e.g. {@code touch -r}); delete
 * the cache file after such tricks. The change time would see it, but reading it costs a second system call per
 * file, more than the rest of the check.
 *
 * <p>The content key is hashed before the lint reads the files: a file saved in between would store the result of
 * one content under the key of another. The files are listed again after the lint, and a run whose inputs changed
 * meanwhile is not stored.
 */
public final class RunCache {

    /** Bumped whenever the stored form changes, so an older file is a miss rather than a misreading. */
    static final int FORMAT = 5;

    /** How long a file must have been left alone for its modification time to stand for its content. */
    static final Duration SETTLING = Duration.ofSeconds(5);

    private RunCache() {
    }

    /** The linter and the whole request of a run, as a front end builds them once rules and configuration are loaded. */
    public record Lint(Linter linter, LintRequest request, Progress progress) {

        public Lint(Linter linter, LintRequest request) {
            this(linter, request, Progress.ignored());
        }

        /** The same lint, telling {@code to} how far it has got. */
        public Lint reportingTo(Progress to) {
            return new Lint(linter, request, to);
        }

        /** The linter run on the request. */
        public LintResult run() {
            return linter.run(request, progress);
        }
    }

    /**
     * {@code linter.run(request)}, or its result replayed from {@code cacheFile} when nothing that decides it has
     * changed; the cache file is (re)written after a run. A cache file that cannot be read or written is reported
     * to {@code notices} in one line (without the tool's name, which each front end writes its own way) and the run goes on as if there were none.
     */
    public static LintResult run(Linter linter, LintRequest request, Path cacheFile, Consumer<String> notices) {
        return run(linterSetup(linter), request, () -> new Lint(linter, request), cacheFile, notices);
    }

    /**
     * The same for a front end that can name what decides its linter and rule settings without loading them, so
     * that a replayed run loads no rule (loading and describing them is most of a replay's cost otherwise).
     *
     * @param setup   what decides the linter and the rule settings besides {@code request}: e.g. the
     *                {@link #classPathStamps(ClassLoader)} the rules are loaded from, the configuration file's content, the
     *                rules disabled on the command line (see {@code setup.LintSetup#cacheKey()})
     * @param request the request but for what {@code setup} stands for (its rule settings)
     * @param lint    the linter and the whole request; called only when the stored run cannot be replayed
     */
    public static LintResult run(List<String> setup, LintRequest request, Supplier<Lint> lint, Path cacheFile,
                                 Consumer<String> notices) {
        if (Files.exists(cacheFile) && !Files.isRegularFile(cacheFile)) {
            // A named pipe would hang the read, a device or a folder would be replaced: neither read nor written.
            notices.accept("not using the cache " + cacheFile + ": it is not a regular file (a folder, a named pipe"
                    + " or a device)");
            return lint.get().run();
        }
        String setupKey = setup(setup, request);
        Inputs inputs = Inputs.list(request);
        String stamp = inputs.stamp(setupKey);
        StoredRun stored = read(cacheFile, notices);
        boolean stampHit = stored != null && stamp != null && stamp.equals(stored.stamp());
        String key = stampHit ? null : inputs.key(setupKey);
        boolean keyHit = key != null && stored != null && key.equals(stored.key());
        if (stored != null && (stampHit || keyHit)) {
            // The keys are a hint: what is replayed must belong to this run's input files as they are now.
            Optional<String> refusal = ReplayCheck.refusal(stored, inputs.files().keySet(), inputs.listing(), request);
            if (refusal.isEmpty()) {
                if (keyHit && stamp != null) {
                    write(cacheFile, stored.withStamp(stamp), notices);
                }
                return replay(request, stored);
            }
            notices.accept("ignoring the cache " + cacheFile + ": it holds " + refusal.get() + "; it is rewritten");
        }
        if (key == null) {
            key = inputs.key(setupKey);
        }
        Lint full = lint.get();
        LintResult result = full.run();
        if (!inputs.unchangedIn(Inputs.list(request))) {
            // The key is of the contents hashed before the lint: what was linted may be another version of a file.
            notices.accept("an input file changed while it was linted; the result is not cached");
            return result;
        }
        List<StoredRun.Keyed> keys = result.keys().entrySet().stream().map(e -> new StoredRun.Keyed(e.getKey(), e.getValue()))
                .sorted(Comparator.comparing(StoredRun.Keyed::finding).thenComparing(k -> k.finding().toString())).toList();
        write(cacheFile, new StoredRun(FORMAT, stamp, key, result.rules(), result.findings(), result.problems(),
                result.filesScanned(), result.filesParsed(), result.queries(), result.sources(), result.suppressed(),
                keys, StoredRun.entriesOf(result.elements())), notices);
        return result;
    }

    private static LintResult replay(LintRequest request, StoredRun stored) {
        Map<Finding, FindingKey> keys = new HashMap<>();
        stored.keys().forEach(k -> keys.put(k.finding(), k.key()));
        return new LintResult(request.sourceRoot(), stored.rules(), stored.findings(), stored.problems(),
                stored.filesScanned(), stored.filesParsed(), stored.queries(), stored.sources(),
                stored.suppressed(), keys, List.of(), stored.elementsByFile());
    }

    private static void write(Path cacheFile, StoredRun run, Consumer<String> notices) {
        try {
            AtomicFiles.writeAtomically(cacheFile, run.toJson());
        } catch (IOException e) {
            notices.accept("cannot write the cache " + cacheFile + " (" + e.getMessage() + "); the next run lints everything again");
        }
    }

    /**
     * The stored run, or null when there is none, it is of another format, or it cannot be read (reported: it is
     * rewritten after the run).
     */
    private static @Nullable StoredRun read(Path cacheFile, Consumer<String> notices) {
        try {
            return StoredRun.read(cacheFile, FORMAT);
        } catch (NoSuchFileException | FileNotFoundException e) {
            return null;
        } catch (IOException | RuntimeException e) {
            String reason = e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage().lines().findFirst().orElse("");
            notices.accept("ignoring the unreadable cache " + cacheFile + " (" + reason + "); it is rewritten");
            return null;
        }
    }

    /** What decides {@code linter}: the engine and each rule, where they were loaded from, the tool's own notes. */
    static List<String> linterSetup(Linter linter) {
        List<String> setup = new ArrayList<>();
        setup.add("engine " + codeSource(Linter.class));
        for (Rule rule : linter.ruleSet().rules()) {
            setup.add("rule " + rule.descriptor().id() + " " + rule.getClass().getName() + " " + codeSource(rule.getClass()));
        }
        setup.add("unusedSuppressions " + linter.ruleSet().reportsUnusedSuppressions());
        return setup;
    }

    /**
     * Every entry of the class path {@code loader} loads from, with its size and time (a folder with those of every
     * file under it): a front end whose rules come from that loader keys on this instead of loading them. For a
     * {@link URLClassLoader} (a Maven plugin's realm) its URLs; else this JVM's class path ({@code java.class.path},
     * and the jars its jars' manifests name in {@code Class-Path}, as {@code java -jar} follows them). Only that first
     * level of manifests is read: opening every jar is what loading the rules costs.
     */
    public static List<String> classPathStamps(ClassLoader loader) {
        List<String> stamps = new ArrayList<>();
        if (loader instanceof URLClassLoader urls) {
            for (URL url : urls.getURLs()) {
                stamps.add("classpath " + url + " " + stampOf(url));
            }
            return stamps;
        }
        for (String entry : System.getProperty("java.class.path", "").split(File.pathSeparator)) {
            if (entry.isBlank()) {
                continue;
            }
            Path path = Path.of(entry).toAbsolutePath().normalize();
            stamps.add("classpath " + path + " " + stamp(path));
            for (Path listed : manifestClassPath(path)) {
                stamps.add("manifest classpath " + listed + " " + stamp(listed));
            }
        }
        return stamps;
    }

    private static String stampOf(URL url) {
        try {
            return stamp(Path.of(url.toURI()));
        } catch (URISyntaxException | IllegalArgumentException | FileSystemNotFoundException e) {
            return "not a file";
        }
    }

    /** The entries a jar's manifest adds to the class path, resolved against the jar's folder. */
    private static List<Path> manifestClassPath(Path jar) {
        if (!Files.isRegularFile(jar)) {
            return List.of();
        }
        try (JarFile file = new JarFile(jar.toFile())) {
            Manifest manifest = file.getManifest();
            String classPath = manifest == null ? null : manifest.getMainAttributes().getValue(Attributes.Name.CLASS_PATH);
            if (classPath == null) {
                return List.of();
            }
            List<Path> entries = new ArrayList<>();
            for (String url : classPath.trim().split("\\s+")) {
                try {
                    entries.add(Path.of(jar.toUri().resolve(url)).normalize());
                } catch (IllegalArgumentException | FileSystemNotFoundException e) {
                    entries.add(Path.of(url)); // not a file URL: its stamp says "missing", which is stable
                }
            }
            return entries;
        } catch (IOException e) {
            return List.of();
        }
    }

    /** A SHA-256 over everything but the input files that decides the run: {@code setup} and the request. */
    static String setup(List<String> setup, LintRequest request) {
        Digest key = new Digest();
        key.add("format", Integer.toString(FORMAT));
        key.add("version", ToolInfo.version());
        setup.forEach(part -> key.add("setup", part));
        new TreeMap<>(request.ruleSettings()).forEach((id, settings) -> key.add("settings", id + " "
                + settings.severity().map(Enum::name).orElse("-") + " " + new TreeMap<>(settings.options())));
        key.add("sourceRoot", request.sourceRoot().toString());
        key.add("languageLevel", Integer.toString(request.languageLevel()));
        key.add("maxFileBytes", Long.toString(request.maxFileBytes()));
        key.add("spark", request.sparkVersion().label());
        request.sparkParser().forEach(jar -> key.add("sparkParser", jar.toAbsolutePath().normalize() + " " + stamp(jar)));
        request.inputs().forEach(input -> key.add("input", input.toAbsolutePath().normalize().toString()));
        request.classpath().forEach(entry -> key.add("classpath", entry.toAbsolutePath().normalize() + " " + stamp(entry)));
        key.add("skipTestFolders", Boolean.toString(request.skipTestFolders()));
        request.testRoots().forEach(root -> key.add("testRoot", root.toString()));
        return key.hex();
    }

    /** The input files as listed, with what the listing reported, and when the listing started. */
    private record Inputs(Instant listed, SortedMap<Path, BasicFileAttributes> files, List<Problem> listing) {

        static Inputs list(LintRequest request) {
            Instant listed = Instant.now();
            InputFiles found = InputFiles.find(request.inputs(), request.skipTestFolders());
            return new Inputs(listed, found.files(), found.problems());
        }

        /** Whether {@code later} lists the same files with the same size, modification time and file key. */
        boolean unchangedIn(Inputs later) {
            if (!files.keySet().equals(later.files.keySet()) || !listing.equals(later.listing)) {
                return false;
            }
            for (Map.Entry<Path, BasicFileAttributes> file : files.entrySet()) {
                BasicFileAttributes before = file.getValue();
                BasicFileAttributes after = Objects.requireNonNull(later.files.get(file.getKey())); // same key sets
                if (before.size() != after.size() || !before.lastModifiedTime().equals(after.lastModifiedTime())
                        || !Objects.equals(before.fileKey(), after.fileKey())) {
                    return false;
                }
            }
            return true;
        }

        /** The key with each file's stamp for its content; null if a file was written too recently to tell. */
        @Nullable String stamp(String setup) {
            Instant settled = listed.minus(SETTLING);
            Digest stamp = start(setup, "stamp");
            for (Map.Entry<Path, BasicFileAttributes> file : files.entrySet()) {
                BasicFileAttributes attributes = file.getValue();
                if (!attributes.lastModifiedTime().toInstant().isBefore(settled)) {
                    return null;
                }
                stamp.add("file", file.getKey().toString());
                stamp.add("stamp", attributes.size() + " " + attributes.lastModifiedTime().to(TimeUnit.NANOSECONDS)
                        + " " + attributes.fileKey());
            }
            return stamp.hex();
        }

        /** The key with each file's content (hashed on every core). */
        String key(String setup) {
            Digest key = start(setup, "content");
            List<String> contents = files.keySet().parallelStream().map(Inputs::content).toList();
            int i = 0;
            for (Path file : files.keySet()) {
                key.add("file", file.toString());
                key.add("content", contents.get(i++));
            }
            return key.hex();
        }

        private Digest start(String setup, String kind) {
            Digest digest = new Digest();
            digest.add("setup", setup);
            digest.add("files", kind);
            listing.forEach(p -> digest.add("listing", p.toString()));
            return digest;
        }

        /** A SHA-256 of the file's bytes and their count, or why it cannot be read (the run reports that too). */
        private static String content(Path file) {
            Digest digest = new Digest();
            try (InputStream in = Files.newInputStream(file)) {
                byte[] buffer = new byte[64 * 1024];
                long total = 0;
                for (int n; (n = in.read(buffer)) > 0; total += n) {
                    digest.sha.update(buffer, 0, n);
                }
                return digest.hex() + " " + total;
            } catch (IOException e) {
                return "unreadable " + e;
            }
        }
    }

    /** Where {@code type} was loaded from, with its stamp: a rebuilt jar or class folder changes it. */
    private static String codeSource(Class<?> type) {
        CodeSource source = type.getProtectionDomain().getCodeSource();
        if (source == null || source.getLocation() == null) {
            return "-";
        }
        try {
            Path location = Path.of(source.getLocation().toURI());
            return location + " " + stamp(location);
        } catch (URISyntaxException | IllegalArgumentException e) {
            return source.getLocation().toString();
        }
    }

    /** Size and modification time of a file; of every file under a folder; "missing" if there is none. */
    public static String stamp(Path entry) {
        if (!Files.isDirectory(entry)) {
            return fileStamp(entry);
        }
        TreeSet<String> stamps = new TreeSet<>();
        try (Stream<Path> walk = Files.walk(entry)) {
            walk.filter(Files::isRegularFile).forEach(f -> stamps.add(entry.relativize(f) + " " + fileStamp(f)));
        } catch (IOException | RuntimeException e) {
            return "unlistable " + e;
        }
        return String.join("\n", stamps);
    }

    private static String fileStamp(Path file) {
        try {
            BasicFileAttributes attributes = Files.readAttributes(file, BasicFileAttributes.class);
            return attributes.size() + " " + attributes.lastModifiedTime().toMillis();
        } catch (IOException e) {
            return "missing";
        }
    }

    /** A SHA-256 over labelled, length-prefixed parts, so that no two different sequences of parts collide. */
    private static final class Digest {
        private final MessageDigest sha;

        Digest() {
            try {
                sha = MessageDigest.getInstance("SHA-256");
            } catch (NoSuchAlgorithmException e) {
                throw new IllegalStateException("every Java runtime has SHA-256", e);
            }
        }

        void add(String label, String value) {
            addBytes(label.getBytes(StandardCharsets.UTF_8));
            addBytes(value.getBytes(StandardCharsets.UTF_8));
        }

        private void addBytes(byte[] bytes) {
            addLength(bytes.length);
            sha.update(bytes);
        }

        private void addLength(long length) {
            for (int shift = 56; shift >= 0; shift -= 8) {
                sha.update((byte) (length >>> shift));
            }
        }

        String hex() {
            return HexFormat.of().formatHex(sha.digest());
        }
    }
}
