package io.streamlint.core.engine;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.databind.DeserializationContext;
import com.fasterxml.jackson.databind.JsonDeserializer;
import com.fasterxml.jackson.databind.JsonSerializer;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializerProvider;
import com.fasterxml.jackson.databind.module.SimpleModule;
import io.streamlint.core.api.Finding;
import io.streamlint.core.api.Problem;
import io.streamlint.core.api.Rule;
import io.streamlint.core.report.ReportFiles;
import io.streamlint.core.report.ToolInfo;

import java.io.FileNotFoundException;
import java.io.IOException;
import java.io.InputStream;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;
import java.security.CodeSource;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.function.Consumer;
import java.util.stream.Stream;

/**
 * The incremental cache shared by the CLI ({@code --cache}) and the Maven plugin ({@code cacheFile}). The analysis is
 * whole-application (one file's code changes another file's findings), so the cache holds one whole run: a key over
 * everything that decides the result, and the result of {@link Linter#run} for it. When the key is unchanged the
 * stored result is replayed and the reports written from it are byte-identical to an uncached run's.
 *
 * <p>The key covers the tool (version, and the size and time of the jars or folders the engine and each rule were
 * loaded from, so a rebuilt snapshot or another rule jar counts as a change), the rules that run and their settings,
 * every {@link LintRequest} field, the class path entries (size and modification time of each file, folders
 * walked), and the path and content of every input file. The baseline is not in it: it is applied to the result
 * afterwards, as without a cache.
 */
public final class RunCache {

    /** Bumped whenever the stored form changes, so an older file is a miss rather than a misreading. */
    static final int FORMAT = 1;

    private static final ObjectMapper JSON = new ObjectMapper().registerModule(new SimpleModule()
            .addSerializer(Path.class, new JsonSerializer<>() {
                @Override
                public void serialize(Path path, JsonGenerator out, SerializerProvider provider) throws IOException {
                    out.writeString(path.toString());
                }
            })
            .addDeserializer(Path.class, new JsonDeserializer<>() {
                @Override
                public Path deserialize(JsonParser in, DeserializationContext context) throws IOException {
                    return Path.of(in.getValueAsString());
                }
            }));

    /** What the cache file holds: the key, and the result without what the linter and request give back. */
    record Stored(int format, String key, List<Finding> findings, List<Problem> problems, int filesScanned,
                  int filesParsed, int queries, int sources, List<Suppressed> suppressed, List<Keyed> keys) {
    }

    /** One entry of {@link LintResult#keys()}; JSON objects cannot have a finding as a field name. */
    record Keyed(Finding finding, FindingKey key) {
    }

    private RunCache() {
    }

    /**
     * {@code linter.run(request)}, or its result replayed from {@code cacheFile} when nothing that decides it has
     * changed; the cache file is (re)written after a run. A cache file that cannot be read or written is reported
     * to {@code notices} in one line (without the tool's name, which each front end writes its own way) and the run goes on as if there were none.
     */
    public static LintResult run(Linter linter, LintRequest request, Path cacheFile, Consumer<String> notices) {
        String key = key(linter, request);
        Stored stored = read(cacheFile, notices);
        if (stored != null && stored.format() == FORMAT && stored.key().equals(key)) {
            Map<Finding, FindingKey> keys = new HashMap<>();
            stored.keys().forEach(k -> keys.put(k.finding(), k.key()));
            return new LintResult(request.sourceRoot(), linter.reportedRules(), stored.findings(), stored.problems(),
                    stored.filesScanned(), stored.filesParsed(), stored.queries(), stored.sources(),
                    stored.suppressed(), keys, List.of());
        }
        LintResult result = linter.run(request);
        List<Keyed> keys = result.keys().entrySet().stream().map(e -> new Keyed(e.getKey(), e.getValue()))
                .sorted(Comparator.comparing(Keyed::finding).thenComparing(k -> k.finding().toString())).toList();
        Stored fresh = new Stored(FORMAT, key, result.findings(), result.problems(), result.filesScanned(),
                result.filesParsed(), result.queries(), result.sources(), result.suppressed(), keys);
        try {
            ReportFiles.writeAtomically(cacheFile, JSON.writeValueAsString(fresh));
        } catch (IOException e) {
            notices.accept("cannot write the cache " + cacheFile + " (" + e.getMessage() + "); the next run lints everything again");
        }
        return result;
    }

    /** The stored run, or null when there is none or it cannot be read (reported: it is rewritten after the run). */
    private static Stored read(Path cacheFile, Consumer<String> notices) {
        try {
            Stored stored = JSON.readValue(cacheFile.toFile(), Stored.class);
            if (stored == null || stored.key() == null || stored.findings() == null || stored.problems() == null
                    || stored.suppressed() == null || stored.keys() == null) {
                throw new IOException("incomplete");
            }
            return stored;
        } catch (NoSuchFileException | FileNotFoundException e) {
            return null;
        } catch (IOException | RuntimeException e) {
            String reason = e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage().lines().findFirst().orElse("");
            notices.accept("ignoring the unreadable cache " + cacheFile + " (" + reason + "); it is rewritten");
            return null;
        }
    }

    /** A SHA-256 over everything that decides the result of {@code linter.run(request)}. */
    static String key(Linter linter, LintRequest request) {
        Digest key = new Digest();
        key.add("format", Integer.toString(FORMAT));
        key.add("version", ToolInfo.version());
        key.add("engine", codeSource(Linter.class));
        for (Rule rule : linter.ruleList()) {
            key.add("rule", rule.descriptor().id() + " " + rule.getClass().getName() + " " + codeSource(rule.getClass()));
        }
        key.add("unusedSuppressions", Boolean.toString(linter.reportsUnusedSuppressions()));
        new TreeMap<>(request.ruleSettings()).forEach((id, settings) -> key.add("settings", id + " "
                + settings.severity().map(Enum::name).orElse("-") + " " + new TreeMap<>(settings.options())));
        key.add("sourceRoot", request.sourceRoot().toString());
        key.add("languageLevel", Integer.toString(request.languageLevel()));
        key.add("maxFileBytes", Long.toString(request.maxFileBytes()));
        key.add("spark", request.sparkVersion().label());
        request.sparkParser().forEach(jar -> key.add("sparkParser", jar.toAbsolutePath().normalize() + " " + stamp(jar)));
        request.inputs().forEach(input -> key.add("input", input.toAbsolutePath().normalize().toString()));
        request.classpath().forEach(entry -> key.add("classpath", entry.toAbsolutePath().normalize() + " " + stamp(entry)));
        List<Problem> listing = new ArrayList<>();
        List<Path> files = Linter.javaFiles(request.inputs(), listing);
        listing.forEach(p -> key.add("listing", p.toString()));
        for (Path file : files) {
            key.add("file", file.toString());
            key.addContent(file);
        }
        return key.hex();
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
    private static String stamp(Path entry) {
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
        private final byte[] buffer = new byte[64 * 1024];

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

        /** The file's bytes, or why it cannot be read (the run reports that too, so it is part of the result). */
        void addContent(Path file) {
            try (InputStream in = Files.newInputStream(file)) {
                long total = 0;
                for (int n; (n = in.read(buffer)) > 0; total += n) {
                    sha.update(buffer, 0, n);
                }
                addLength(total);
            } catch (IOException e) {
                add("unreadable", e.toString());
            }
        }

        String hex() {
            return HexFormat.of().formatHex(sha.digest());
        }
    }
}
