package io.streamlint.rules.shapes;

import com.github.javaparser.ast.body.TypeDeclaration;
import com.github.javaparser.ast.comments.LineComment;
import io.streamlint.core.api.Finding;
import io.streamlint.ruletesting.Expectations;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * A rule sample (one file, or a folder linted as one project) read for the shapes: its files with the
 * {@code // expect:} comments taken out, and for each expected finding the exact code it is anchored on (the
 * column the linter reports for the original, else the line's first code), so that a shape can tell where the
 * finding belongs once that code has moved.
 */
final class Sample {

    /** A finding of the original: rule {@code rule} anchored at {@code offset} of {@code file}. */
    record Anchor(SourceFile file, int offset, String rule) {
        @Override
        public String toString() {
            return rule + " at " + file.path + ":" + file.lineOf(offset);
        }
    }

    private static final Pattern NO_QUERY = Pattern.compile("^//\\s*expect:\\s*no streaming query\\s*$");

    /** Name under the test resources, e.g. {@code SS001/bad-default-append-groupby.java}. */
    final String name;
    final Path path;
    final boolean folder;
    final List<SourceFile> files;
    final List<Anchor> anchors;
    final boolean noQuery;

    private Sample(String name, Path path, boolean folder, List<SourceFile> files, List<Anchor> anchors,
                   boolean noQuery) {
        this.name = name;
        this.path = path;
        this.folder = folder;
        this.files = files;
        this.anchors = anchors;
        this.noQuery = noQuery;
    }

    /** The linted root of the original: the folder, or the file's folder. */
    Path root() {
        return folder ? path : path.getParent();
    }

    /**
     * Reads {@code sample}; {@code findings} are the original's findings, for the columns the markers do not give
     * (may be empty: each finding is then anchored on its line's first code).
     */
    static Sample load(String name, Path sample, List<Finding> findings) {
        boolean folder = Files.isDirectory(sample);
        Path root = folder ? sample : sample.getParent();
        List<Path> paths;
        if (folder) {
            try (Stream<Path> walk = Files.walk(sample)) {
                paths = walk.filter(p -> p.toString().endsWith(".java") && Files.isRegularFile(p)).sorted().toList();
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        } else {
            paths = List.of(sample);
        }
        List<SourceFile> files = new ArrayList<>();
        List<Anchor> anchors = new ArrayList<>();
        boolean noQuery = false;
        for (Path p : paths) {
            String original;
            try {
                original = Files.readString(p, StandardCharsets.UTF_8).replace("\r\n", "\n");
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
            String rel = root.relativize(p).toString().replace('\\', '/');
            // The markers that are line comments come out (their text is put back where the code goes); a marker
            // inside a string (a text block of SQL) is part of the code and travels with it.
            StringBuilder stripped = new StringBuilder(original);
            Map<Integer, List<String>> rulesByLine = new HashMap<>();
            SourceFile raw = new SourceFile(rel, original);
            List<LineComment> markers = new ArrayList<>();
            java.util.Set<Integer> seen = new java.util.HashSet<>();
            for (var c : raw.comments()) {
                // JavaParser lists a comment once per node it is attributed to: each is counted once
                if (c instanceof LineComment lc && c.getBegin().isPresent() && seen.add(raw.begin(c))) {
                    String t = "//" + lc.getContent();
                    // the shapes expect the rules only: the message fragments stay with the original sample
                    Optional<List<Expectations.Entry>> entries = Expectations.entries(t);
                    if (entries.isPresent()) {
                        markers.add(lc);
                        int line = c.getBegin().get().line;
                        for (Expectations.Entry entry : entries.get()) {
                            rulesByLine.computeIfAbsent(line, k -> new ArrayList<>()).add(entry.ruleId());
                        }
                    } else if (NO_QUERY.matcher(t).matches()) {
                        markers.add(lc);
                        noQuery = true;
                    }
                }
            }
            markers.sort((a, b) -> Integer.compare(raw.begin(b), raw.begin(a)));
            for (LineComment c : markers) {
                int from = raw.begin(c);
                int to = original.indexOf('\n', from);
                to = to < 0 ? original.length() : to;
                while (from > 0 && (original.charAt(from - 1) == ' ' || original.charAt(from - 1) == '\t')) {
                    from--;
                }
                stripped.delete(from, to);
            }
            SourceFile file = new SourceFile(rel, stripped.toString());
            files.add(file);
            Path absolute = p.toAbsolutePath().normalize();
            List<Finding> left = new ArrayList<>(findings.stream()
                    .filter(f -> f.location().file().toAbsolutePath().normalize().equals(absolute)).toList());
            rulesByLine.entrySet().stream().sorted(Map.Entry.comparingByKey()).forEach(e -> {
                int line = e.getKey();
                for (String rule : e.getValue()) {
                    Finding match = left.stream()
                            .filter(f -> f.location().line() == line && f.ruleId().equals(rule))
                            .findFirst().orElse(null);
                    int column;
                    if (match != null) {
                        left.remove(match);
                        column = match.location().column();
                    } else {
                        column = file.indentOf(line).length() + 1;
                    }
                    anchors.add(new Anchor(file, file.offset(line, column), rule));
                }
            });
        }
        return new Sample(name, sample, folder, List.copyOf(files), List.copyOf(anchors), noQuery);
    }

    /**
     * Where a file of the sample goes in a generated program: a folder's files keep their paths; a single file is
     * named after its public type (else its first type), as a Java project would name it.
     */
    String outPath(SourceFile file) {
        if (folder) {
            return file.path;
        }
        List<TypeDeclaration<?>> types = file.cu.getTypes();
        return types.stream().filter(t -> t.isPublic()).findFirst()
                .or(() -> types.stream().findFirst())
                .map(t -> t.getNameAsString() + ".java")
                .orElse(file.path);
    }

    /** Folder name of the generated program: the sample's name without ".java". */
    String outName() {
        return name.endsWith(".java") ? name.substring(0, name.length() - ".java".length()) : name;
    }

    @Override
    public String toString() {
        return name;
    }
}
