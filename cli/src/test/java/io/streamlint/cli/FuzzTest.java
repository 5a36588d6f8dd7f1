package io.streamlint.cli;

import io.streamlint.core.api.Finding;
import io.streamlint.core.engine.LintRequest;
import io.streamlint.core.engine.LintResult;
import io.streamlint.core.engine.Linter;
import io.streamlint.core.report.SarifReport;
import io.streamlint.core.report.TextReport;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Seeded fuzzing: the rule samples, mutated (tokens deleted and duplicated, lines swapped, deep nesting, random
 * bytes, truncation), are linted next to the samples/ project. Whatever the mutants hold, the run ends, only the
 * mutants have problems, the findings on the samples are those of a run without mutants, and two runs print the
 * same bytes. Rounds run for about {@link #SECONDS} seconds; a failure names its round, which reproduces it.
 */
class FuzzTest {

    private static final Path RULE_SAMPLES = Path.of("..", "rules", "src", "test", "resources");
    private static final Linter LINTER = Linter.withRulesFrom(FuzzTest.class.getClassLoader());
    private static final long SECONDS = 6;
    private static final int MUTANTS_PER_ROUND = 12;
    private static final Pattern TOKEN = Pattern.compile("\"(?:[^\"\\\\\\n]|\\\\.)*\"|\\w+|\\s+|.", Pattern.DOTALL);

    @TempDir
    Path dir;

    @Test
    void mutatedSamplesNeverBreakARun() throws IOException {
        Path good = dir.resolve("good");
        HostileInputTest.copyTree(HostileInputTest.SAMPLES, good);
        List<Finding> baseline = LINTER.run(LintRequest.of(dir, List.of(good))).findings();
        List<String> seeds = seeds(good);
        long end = System.nanoTime() + SECONDS * 1_000_000_000L;
        int rounds = 0;
        for (int round = 0; rounds < 2 || System.nanoTime() < end; round++, rounds++) {
            Path bad = Files.createDirectories(dir.resolve("round" + round));
            Random random = new Random(round);
            for (int i = 0; i < MUTANTS_PER_ROUND; i++) {
                String seed = seeds.get(random.nextInt(seeds.size()));
                Files.write(bad.resolve("Mutant" + i + ".java"), mutate(seed, random));
            }
            LintRequest request = LintRequest.of(dir, List.of(good, bad));
            LintResult first = LINTER.run(request);
            LintResult second = LINTER.run(request);
            String where = "round " + round + " (mutants in " + bad + ")";
            Path badRoot = bad.toAbsolutePath().normalize();
            Path goodRoot = good.toAbsolutePath().normalize();
            assertTrue(first.problems().stream().allMatch(p -> p.file().startsWith(badRoot)), where + ": " + first.problems());
            assertEquals(baseline, first.findings().stream().filter(f -> f.location().file().startsWith(goodRoot)).toList(),
                    where + ": the findings on the samples changed");
            assertEquals(TextReport.render(first), TextReport.render(second), where);
            assertEquals(SarifReport.render(first), SarifReport.render(second), where);
        }
        assertTrue(rounds >= 2);
    }

    /** The single-file rule samples that name none of the samples project's classes (they would meet its code). */
    private static List<String> seeds(Path good) throws IOException {
        Set<String> taken;
        try (Stream<Path> files = Files.walk(good)) {
            taken = files.map(p -> p.getFileName().toString()).filter(n -> n.endsWith(".java"))
                    .map(n -> n.substring(0, n.length() - ".java".length())).collect(Collectors.toSet());
        }
        List<String> seeds = new ArrayList<>();
        try (Stream<Path> files = Files.list(RULE_SAMPLES)) {
            for (Path rule : files.sorted().toList()) {
                if (!Files.isDirectory(rule)) {
                    continue;
                }
                try (Stream<Path> samples = Files.list(rule)) {
                    for (Path sample : samples.filter(p -> p.toString().endsWith(".java")).sorted().toList()) {
                        String text = Files.readString(sample);
                        if (taken.stream().noneMatch(name -> Pattern.compile("\\b" + name + "\\b").matcher(text).find())) {
                            seeds.add(text);
                        }
                    }
                }
            }
        }
        assertFalse(seeds.isEmpty());
        return seeds;
    }

    private static byte[] mutate(String text, Random random) {
        List<String> tokens = new ArrayList<>();
        Matcher m = TOKEN.matcher(text);
        while (m.find()) {
            tokens.add(m.group());
        }
        int mutations = 1 + random.nextInt(4);
        byte[] noise = null;
        for (int i = 0; i < mutations && !tokens.isEmpty(); i++) {
            int at = random.nextInt(tokens.size());
            switch (random.nextInt(7)) {
                case 0 -> tokens.remove(at);
                case 1 -> tokens.add(at, tokens.get(at));
                case 2 -> {
                    int other = random.nextInt(tokens.size());
                    String t = tokens.get(at);
                    tokens.set(at, tokens.get(other));
                    tokens.set(other, t);
                }
                case 3 -> { // deep nesting around a token: parentheses, or a chain of calls after it
                    int depth = 1 + random.nextInt(random.nextBoolean() ? 50 : 3_000);
                    if (random.nextBoolean()) {
                        tokens.set(at, "(".repeat(depth) + tokens.get(at) + ")".repeat(depth));
                    } else {
                        tokens.set(at, tokens.get(at) + ".filter(\"x\")".repeat(depth));
                    }
                }
                case 4 -> tokens.subList(at, tokens.size()).clear();
                case 5 -> tokens.add(at, " + \"s\"".repeat(1 + random.nextInt(2_000)));
                default -> {
                    noise = new byte[1 + random.nextInt(64)];
                    random.nextBytes(noise);
                }
            }
        }
        byte[] bytes = String.join("", tokens).getBytes(StandardCharsets.UTF_8);
        if (noise == null) {
            return bytes;
        }
        int at = random.nextInt(bytes.length + 1);
        byte[] out = new byte[bytes.length + noise.length];
        System.arraycopy(bytes, 0, out, 0, at);
        System.arraycopy(noise, 0, out, at, noise.length);
        System.arraycopy(bytes, at, out, at + noise.length, bytes.length - at);
        return out;
    }
}
