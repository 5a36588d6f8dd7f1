package io.streamlint.rules.shapes;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * The (shape, sample) pairs the engine fails today: one line each, {@code shape<TAB>sample<TAB>first difference};
 * lines starting with '#' are comments. The difference is for the reader; the pair is the key.
 */
final class KnownFailures {

    private KnownFailures() {
    }

    static String key(String shape, String sample) {
        return shape + "\t" + sample;
    }

    /** The listed pairs, each with its recorded difference; empty when the file does not exist. */
    static Map<String, String> read(Path file) {
        Map<String, String> known = new TreeMap<>();
        if (!Files.exists(file)) {
            return known;
        }
        try {
            for (String line : Files.readAllLines(file, StandardCharsets.UTF_8)) {
                if (line.isBlank() || line.startsWith("#")) {
                    continue;
                }
                String[] parts = line.split("\t", 3);
                if (parts.length < 2) {
                    throw new IllegalArgumentException(file + ": not 'shape<TAB>sample<TAB>difference': " + line);
                }
                known.put(key(parts[0], parts[1]), parts.length > 2 ? parts[2] : "");
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return known;
    }

    /** Rewrites the list: the pairs run now replace their entries; the entries of pairs not run stay. */
    static void write(Path file, Map<String, String> before, Map<String, List<ShapeSuite.Result>> results)
            throws IOException {
        Map<String, String> after = new TreeMap<>(before);
        for (List<ShapeSuite.Result> rs : results.values()) {
            for (ShapeSuite.Result r : rs) {
                String key = key(r.shape(), r.sample());
                after.remove(key);
                if (r.status() == ShapeSuite.Status.FAILED) {
                    after.put(key, r.message().lines().findFirst().orElse("").strip());
                }
            }
        }
        StringBuilder sb = new StringBuilder();
        sb.append("# Shape-invariance pairs the engine fails today (ShapeInvarianceTest reports them as skipped, and fails\n")
                .append("# when one passes). Causes: CONTRIBUTING.md, \"Shapes\". Rewrite after a full run:\n")
                .append("#   mvn -B -pl rules test -Dtest=ShapeInvarianceTest -Dsurefire.failIfNoSpecifiedTests=false \\\n")
                .append("#       -Dstreamlint.shapes.all=true -Dstreamlint.shapes.updateKnownFailures=true\n")
                .append("# shape\tsample\tfirst difference\n");
        after.forEach((k, v) -> sb.append(k).append('\t').append(v).append('\n'));
        Files.createDirectories(file.getParent());
        Files.writeString(file, sb.toString(), StandardCharsets.UTF_8);
    }
}
