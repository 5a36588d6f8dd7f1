package io.streamlint.rules.shapes;

import io.streamlint.core.api.Finding;
import io.streamlint.core.engine.LintRequest;
import io.streamlint.core.engine.Linter;
import io.streamlint.ruletesting.SampleHarness;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * Runs the shapes over the rule samples and the realistic jobs: reads each sample (linting the original once, for
 * the columns its findings are anchored at), lets each shape rewrite it, writes the program under
 * {@code target/shapes/<shape>/<sample>/}, checks that every generated file parses, and lints it with the
 * {@link SampleHarness}. The work runs on a pool as soon as the suite is created; {@link Outcome#result()} waits for
 * one pair.
 */
final class ShapeSuite implements AutoCloseable {

    enum Status { PASSED, FAILED, SKIPPED, BROKEN }

    /** What one shape did to one sample. {@code message}: the failure, the reason it was skipped, or the bug. */
    record Result(String shape, String sample, Status status, String message, Path dir) {
    }

    /** One (shape, sample) pair, computed on the pool. */
    record Outcome(String shape, String sample, CompletableFuture<Result> future) {
        Result result() {
            return future.join();
        }
    }

    private static final Pattern RULE_FOLDER = Pattern.compile("SS\\d{3}");

    private final Linter linter;
    private final SampleHarness harness;
    private final Path resources;
    private final Path out;
    private final ExecutorService pool;
    final Map<Shape, List<String>> plan;
    private final Map<String, CompletableFuture<Sample>> samples = new LinkedHashMap<>();
    /** With javac: per sample, whether the original compiles (a shaped program must compile when it does). */
    private final boolean compile;
    private final Map<String, Boolean> originalCompiles = new java.util.concurrent.ConcurrentHashMap<>();
    private final ThreadLocal<Javac> javac = ThreadLocal.withInitial(Javac::new);
    final Map<String, List<Outcome>> outcomes = new LinkedHashMap<>();

    /**
     * Starts the work: for each shape of {@code plan}, its samples (names under {@code resources}); with
     * {@code compile}, each generated program is also compiled where its original compiles.
     */
    ShapeSuite(Linter linter, Path resources, Path out, Map<Shape, List<String>> plan, int threads, boolean compile) {
        this.compile = compile;
        this.linter = linter;
        // The generated markers carry the rule ids only: the severities are checked on the originals.
        this.harness = new SampleHarness(linter).withSeverityOnlyWhereMarked();
        this.resources = resources;
        this.out = out;
        this.plan = plan;
        java.util.Set<String> sampleNames = new java.util.TreeSet<>();
        plan.values().forEach(sampleNames::addAll);
        AtomicInteger n = new AtomicInteger();
        this.pool = Executors.newFixedThreadPool(threads, r -> {
            Thread t = new Thread(r, "shapes-" + n.incrementAndGet());
            t.setDaemon(true);
            return t;
        });
        for (String name : sampleNames) {
            samples.put(name, CompletableFuture.supplyAsync(() -> read(name), pool));
        }
        for (Map.Entry<Shape, List<String>> e : plan.entrySet()) {
            Shape shape = e.getKey();
            List<Outcome> list = new ArrayList<>();
            for (String name : e.getValue()) {
                list.add(new Outcome(shape.id(), name,
                        samples.get(name).thenApplyAsync(sample -> run(shape, sample), pool)));
            }
            outcomes.put(shape.id(), list);
        }
    }

    /** Every bad-* and ok-* sample of every rule, then every realistic job, by name under {@code resources}. */
    static List<String> allSamples(Path resources) {
        List<String> names = new ArrayList<>();
        try (Stream<Path> rules = Files.list(resources)) {
            for (Path rule : rules.filter(p -> RULE_FOLDER.matcher(p.getFileName().toString()).matches()).sorted().toList()) {
                try (Stream<Path> entries = Files.list(rule)) {
                    entries.map(p -> p.getFileName().toString())
                            .filter(f -> (f.startsWith("bad-") || f.startsWith("ok-"))
                                    && (f.endsWith(".java") || Files.isDirectory(rule.resolve(f))))
                            .sorted()
                            .forEach(f -> names.add(rule.getFileName() + "/" + f));
                }
            }
            try (Stream<Path> entries = Files.list(resources.resolve("realistic"))) {
                entries.map(p -> p.getFileName().toString())
                        .filter(f -> f.endsWith(".java") || Files.isDirectory(resources.resolve("realistic").resolve(f)))
                        .sorted()
                        .forEach(f -> names.add("realistic/" + f));
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return names;
    }

    private Sample read(String name) {
        Path path = resources.resolve(name);
        Path root = Files.isDirectory(path) ? path : path.getParent();
        List<Finding> findings = linter.run(LintRequest.of(root, List.of(path))).findings();
        Sample sample = Sample.load(name, path, findings);
        if (compile) {
            originalCompiles.put(name, javac.get().errors(new Program().copyRest(sample).render(sample)).isEmpty());
        }
        return sample;
    }

    private Result run(Shape shape, Sample sample) {
        Path dir = out.resolve(shape.id()).resolve(sample.outName());
        Map<String, String> rendered;
        try {
            rendered = shape.apply(sample).render(sample);
        } catch (Shape.NotApplicable e) {
            return new Result(shape.id(), sample.name, Status.SKIPPED, e.getMessage(), null);
        } catch (RuntimeException e) {
            return new Result(shape.id(), sample.name, Status.BROKEN, "the generator failed: " + e, null);
        }
        try {
            Program.write(dir, rendered);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        for (Map.Entry<String, String> f : rendered.entrySet()) {
            try {
                SourceFile.parse(f.getValue(), f.getKey());
            } catch (IllegalArgumentException e) {
                return new Result(shape.id(), sample.name, Status.BROKEN,
                        "the generated program is not Java: " + e.getMessage(), dir);
            }
        }
        if (compile && originalCompiles.get(sample.name)) {
            List<String> errors = javac.get().errors(rendered);
            if (!errors.isEmpty()) {
                return new Result(shape.id(), sample.name, Status.BROKEN,
                        "the generated program does not compile (the original does): " + String.join("; ", errors), dir);
            }
        }
        try {
            harness.check(dir);
            return new Result(shape.id(), sample.name, Status.PASSED, "", dir);
        } catch (AssertionError e) {
            String message = e.getMessage();
            int colon = message.indexOf(":\n");
            return new Result(shape.id(), sample.name, Status.FAILED,
                    colon >= 0 ? message.substring(colon + 2).strip() : message, dir);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    @Override
    public void close() {
        pool.shutdownNow();
    }
}
