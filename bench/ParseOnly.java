import com.github.javaparser.JavaParser;
import com.github.javaparser.ParseResult;
import com.github.javaparser.ParserConfiguration;
import com.github.javaparser.ast.CompilationUnit;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import java.util.stream.Stream;

/**
 * The baseline of the benchmarks: a JavaParser parse of every {@code .java} file under the given folders, read and
 * decoded as Streamlint reads them (all bytes, UTF-8) and parsed with the configuration Streamlint uses (Java 17,
 * JavaParser's validators on), each tree dropped once parsed. Runs on one thread per core, like Streamlint.
 * Run on the CLI jar's class path: {@code java -cp cli/target/streamlint-cli.jar:target/bench/classes ParseOnly DIR}.
 */
public final class ParseOnly {

    public static void main(String[] args) throws Exception {
        List<Path> files;
        try (Stream<Path> walk = Stream.of(args).map(Path::of).flatMap(ParseOnly::walk)) {
            files = walk.filter(p -> p.toString().endsWith(".java") && Files.isRegularFile(p)).sorted().toList();
        }
        ParserConfiguration configuration = new ParserConfiguration()
                .setLanguageLevel(ParserConfiguration.LanguageLevel.JAVA_17)
                .setCharacterEncoding(StandardCharsets.UTF_8);
        AtomicInteger next = new AtomicInteger();
        AtomicInteger parsed = new AtomicInteger();
        AtomicLong nodes = new AtomicLong();
        int threads = Integer.getInteger("threads", Runtime.getRuntime().availableProcessors());
        ExecutorService pool = Executors.newFixedThreadPool(threads);
        List<Future<Object>> workers = Stream.generate(() -> pool.submit(() -> {
            for (int i = next.getAndIncrement(); i < files.size(); i = next.getAndIncrement()) {
                ParseResult<CompilationUnit> result = new JavaParser(configuration).parse(read(files.get(i)));
                if (result.isSuccessful()) {
                    parsed.incrementAndGet();
                    // touch the tree, so that no part of the parse can be skipped
                    nodes.addAndGet(result.getResult().orElseThrow().getChildNodes().size());
                }
            }
            return null;
        })).limit(threads).toList();
        for (Future<Object> worker : workers) {
            worker.get();
        }
        pool.shutdown();
        System.out.printf("parse-only: %,d files, %,d parsed, %d threads%n", files.size(), parsed.get(), threads);
    }

    private static Stream<Path> walk(Path root) {
        try {
            return Files.walk(root);
        } catch (IOException e) {
            throw new IllegalArgumentException(root + ": " + e, e);
        }
    }

    private static String read(Path file) {
        try {
            return new String(Files.readAllBytes(file), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new IllegalStateException(file + ": " + e, e);
        }
    }
}
