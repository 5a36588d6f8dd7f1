package io.streamlint.rules.shapes;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.TreeSet;

/**
 * A generated program: the files a shape wrote. {@link #render} puts the original's expectations on the lines that
 * now hold the code each finding was anchored on: where the code was copied (everywhere it was copied), else where
 * the shape marked that it went, then writes one {@code // expect:} comment per line.
 */
final class Program {

    private final Map<String, Out> files = new LinkedHashMap<>();
    private String noQueryFile;

    /** A new file at {@code path} (relative to the program's root). */
    Out file(String path) {
        if (files.containsKey(path)) {
            throw new IllegalStateException("two files at " + path);
        }
        Out out = new Out(path);
        files.put(path, out);
        return out;
    }

    boolean has(String path) {
        return files.containsKey(path);
    }

    /** True when the file at {@code path} holds code of the sample (false: written from a template only). */
    boolean copiesCode(String path) {
        return !files.get(path).copies.isEmpty();
    }

    Collection<Out> files() {
        return files.values();
    }

    /** The file that says {@code // expect: no streaming query} when the original does. */
    Program noQueryIn(String path) {
        this.noQueryFile = path;
        return this;
    }

    /** Copies every file of {@code sample} not written yet, unchanged, at {@link Sample#outPath}. */
    Program copyRest(Sample sample) {
        for (SourceFile f : sample.files) {
            if (files.values().stream().noneMatch(o -> o.copies.stream().anyMatch(c -> c.src() == f))) {
                file(sample.outPath(f)).copy(f, 0, f.text.length());
            }
        }
        return this;
    }

    /** The generated texts, by path, with their {@code // expect:} comments. */
    Map<String, String> render(Sample sample) {
        Map<String, Map<Integer, TreeSet<String>>> expected = new TreeMap<>();
        for (Sample.Anchor a : sample.anchors) {
            for (Target t : targets(a)) {
                expected.computeIfAbsent(t.out().path, k -> new TreeMap<>())
                        .computeIfAbsent(t.line(), k -> new TreeSet<>()).add(a.rule());
            }
        }
        Map<String, String> rendered = new LinkedHashMap<>();
        for (Out o : files.values()) {
            Map<Integer, TreeSet<String>> marks = expected.getOrDefault(o.path, Map.of());
            String[] lines = o.text().split("\n", -1);
            StringBuilder sb = new StringBuilder();
            for (int i = 0; i < lines.length; i++) {
                sb.append(lines[i]);
                TreeSet<String> rules = marks.get(i + 1);
                if (rules != null) {
                    sb.append(" // expect: ").append(String.join(", ", rules));
                }
                if (i < lines.length - 1) {
                    sb.append('\n');
                }
            }
            if (sample.noQuery && o.path.equals(noQueryFile != null ? noQueryFile : firstPath())) {
                if (sb.length() > 0 && sb.charAt(sb.length() - 1) != '\n') {
                    sb.append('\n');
                }
                sb.append("// expect: no streaming query\n");
            }
            rendered.put(o.path, sb.toString());
        }
        return rendered;
    }

    /** Where the finding anchored at {@code a} is expected: every copy of its code, else where it was marked. */
    List<Target> targets(Sample.Anchor a) {
        List<Target> targets = new ArrayList<>();
        boolean copied = false;
        for (Out o : files.values()) {
            for (Out.Span s : o.copies) {
                if (s.holds(a.file(), a.offset())) {
                    copied = true;
                    if (!s.unexpected().contains(a.rule())) {
                        targets.add(new Target(o, s.at() + a.offset() - s.from()));
                    }
                }
            }
        }
        if (targets.isEmpty() && !copied) {
            for (Out o : files.values()) {
                for (Out.Span s : o.marks) {
                    if (s.holds(a.file(), a.offset())) {
                        targets.add(new Target(o, s.at()));
                    }
                }
            }
        }
        if (targets.isEmpty() && !copied) {
            throw new IllegalStateException("the shape dropped the code of the finding " + a);
        }
        return targets;
    }

    /** A position in a generated file. */
    record Target(Out out, int at) {
        int line() {
            String text = out.text();
            int line = 1;
            for (int k = 0; k < at && k < text.length(); k++) {
                if (text.charAt(k) == '\n') {
                    line++;
                }
            }
            return line;
        }
    }

    private String firstPath() {
        return files.keySet().iterator().next();
    }

    /** Writes {@code rendered} under {@code dir}, after deleting what an earlier run left there. */
    static void write(Path dir, Map<String, String> rendered) throws IOException {
        if (Files.exists(dir)) {
            try (var walk = Files.walk(dir)) {
                for (Path p : walk.sorted(java.util.Comparator.reverseOrder()).toList()) {
                    Files.delete(p);
                }
            }
        }
        for (Map.Entry<String, String> e : rendered.entrySet()) {
            Path file = dir.resolve(e.getKey());
            Files.createDirectories(file.getParent());
            Files.writeString(file, e.getValue(), StandardCharsets.UTF_8);
        }
    }
}
