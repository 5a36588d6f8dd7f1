package io.streamlint.core.engine;

import io.streamlint.core.api.Finding;
import io.streamlint.core.api.Problem;
import io.streamlint.core.api.Rule;
import io.streamlint.core.api.RuleDescriptor;
import io.streamlint.core.model.StreamingQuery;
import io.streamlint.core.source.Extraction;
import io.streamlint.core.source.JavaSourceFrontend;

import java.io.IOException;
import java.nio.file.FileVisitResult;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.SimpleFileVisitor;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.ServiceLoader;
import java.util.Set;
import java.util.TreeSet;

/** The façade every front end calls: a request in, a result out. Knows nothing of Maven or the CLI. */
public final class Linter {

    private final List<Rule> rules;

    public Linter(List<Rule> rules) {
        this.rules = rules.stream().sorted(Comparator.comparing(r -> r.descriptor().id())).toList();
    }

    /** A linter with every rule registered as a {@link Rule} service on the class path of {@code loader}. */
    public static Linter withRulesFrom(ClassLoader loader) {
        List<Rule> found = new ArrayList<>();
        ServiceLoader.load(Rule.class, loader).forEach(found::add);
        return new Linter(found);
    }

    /**
     * This linter without the rules {@code ids} names (ids as in {@code SS003}, any case).
     *
     * @throws IllegalArgumentException naming an id no rule has, and the known ones
     */
    public Linter without(Collection<String> ids) {
        Set<String> known = new TreeSet<>();
        rules.forEach(r -> known.add(r.descriptor().id()));
        Set<String> disabled = new TreeSet<>();
        for (String id : ids) {
            String normalized = id.strip().toUpperCase(Locale.ROOT);
            if (!known.contains(normalized)) {
                throw new IllegalArgumentException("unknown rule '" + id.strip() + "' (known: "
                        + String.join(", ", known) + ")");
            }
            disabled.add(normalized);
        }
        return new Linter(rules.stream().filter(r -> !disabled.contains(r.descriptor().id())).toList());
    }

    public List<RuleDescriptor> rules() {
        return rules.stream().map(Rule::descriptor).toList();
    }

    public LintResult run(LintRequest request) {
        List<Problem> problems = new ArrayList<>();
        List<Path> files = javaFiles(request.inputs(), problems);
        Extraction extraction = new JavaSourceFrontend(request.languageLevel(), request.classpath(),
                request.maxFileBytes()).extract(files);
        problems.addAll(extraction.problems());
        TreeSet<Finding> findings = new TreeSet<>(); // also drops the same finding from two calling contexts
        for (StreamingQuery query : extraction.queries()) {
            for (Rule rule : rules) {
                RuleDescriptor d = rule.descriptor();
                try {
                    rule.check(query, (location, message) ->
                            findings.add(new Finding(d.id(), d.defaultSeverity(), message, location)));
                } catch (RuntimeException e) {
                    problems.add(new Problem(query.location().file(), query.location().line(),
                            query.location().column(), "rule " + d.id() + " failed on this query: " + e));
                }
            }
        }
        return new LintResult(request.sourceRoot(), rules(), List.copyOf(findings),
                problems.stream().sorted().toList(), extraction.filesScanned(), extraction.filesParsed(),
                extraction.queries().size());
    }

    /** The {@code .java} files under {@code inputs}, sorted, without hidden folders; missing inputs are problems. */
    static List<Path> javaFiles(List<Path> inputs, List<Problem> problems) {
        TreeSet<Path> files = new TreeSet<>();
        for (Path input : inputs) {
            Path path = input.toAbsolutePath().normalize();
            if (!Files.exists(path)) {
                problems.add(new Problem(path, 0, 0, "no such file or folder"));
            } else if (Files.isRegularFile(path)) {
                files.add(path);
            } else {
                try {
                    Files.walkFileTree(path, new SimpleFileVisitor<>() {
                        @Override
                        public FileVisitResult preVisitDirectory(Path dir, BasicFileAttributes attrs) {
                            boolean hidden = !dir.equals(path) && dir.getFileName().toString().startsWith(".");
                            return hidden ? FileVisitResult.SKIP_SUBTREE : FileVisitResult.CONTINUE;
                        }

                        @Override
                        public FileVisitResult visitFile(Path file, BasicFileAttributes attrs) {
                            if (attrs.isRegularFile() && file.getFileName().toString().endsWith(".java")) {
                                files.add(file);
                            }
                            return FileVisitResult.CONTINUE;
                        }

                        @Override
                        public FileVisitResult visitFileFailed(Path file, IOException e) {
                            problems.add(new Problem(file, 0, 0, "cannot read: " + e.getMessage()));
                            return FileVisitResult.CONTINUE;
                        }
                    });
                } catch (IOException e) {
                    problems.add(new Problem(path, 0, 0, "cannot list: " + e.getMessage()));
                }
            }
        }
        return List.copyOf(files);
    }
}
