package io.streamlint.core.engine;

import com.github.javaparser.JavaParser;
import com.github.javaparser.ParseResult;
import com.github.javaparser.ParserConfiguration;
import com.github.javaparser.ast.CompilationUnit;
import io.streamlint.core.source.SyntaxTrees;
import io.streamlint.core.support.LargeStacks;
import io.streamlint.core.support.SourceText;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The files that findings and suppressions are in, read once each for what comes after the rules: suppressions,
 * and the structural keys of findings. Their syntax trees are the frontend's where it parsed the file (most are),
 * else parsed here: syntax only, no symbol resolution.
 */
final class ParsedSources {

    /** A file's lines (without line ends) and its syntax tree, if it parses. */
    record Source(List<String> lines, Optional<CompilationUnit> unit) {

        /** Line {@code n} (1-based), or "" past the end. */
        String line(int n) {
            return n >= 1 && n <= lines.size() ? lines.get(n - 1) : "";
        }
    }

    private static final Source UNREADABLE = new Source(List.of(), Optional.empty());

    private final ParserConfiguration configuration;
    /** Trees the frontend parsed already, by file: used instead of parsing those files again. */
    private final Map<Path, CompilationUnit> trees;
    private final Map<Path, Source> cache = new ConcurrentHashMap<>();

    ParsedSources(int languageLevel, Map<Path, CompilationUnit> trees) {
        configuration = new ParserConfiguration()
                .setPreprocessUnicodeEscapes(true)
                .setLanguageLevel(ParserConfiguration.LanguageLevel.valueOf("JAVA_" + languageLevel))
                .setCharacterEncoding(StandardCharsets.UTF_8);
        this.trees = trees;
    }

    /** Reads {@code files} and parses those the frontend did not, on every core, so that later steps do not on one. */
    void load(Collection<Path> files) {
        LargeStacks.forEach(List.copyOf(files), this::parsed);
    }

    /** {@code file} read and parsed, once; an unreadable file has no lines, an unparsable one no tree. */
    Source parsed(Path file) {
        Source cached = cache.get(file);
        if (cached != null) {
            return cached;
        }
        Source read = readAndParse(file);
        Source raced = cache.putIfAbsent(file, read);
        return raced != null ? raced : read;
    }

    private Source readAndParse(Path file) {
        String text = read(file);
        if (text == null) {
            return UNREADABLE;
        }
        Optional<CompilationUnit> unit = Optional.ofNullable(trees.get(file));
        if (unit.isEmpty()) {
            ParseResult<CompilationUnit> result = new JavaParser(configuration).parse(text);
            unit = result.isSuccessful() ? result.getResult() : Optional.empty();
            unit.ifPresent(SyntaxTrees::dropTokens);
        }
        return new Source(text.lines().toList(), unit);
    }

    /** {@link SourceText#decode}, as the front end reads sources; null when unreadable. */
    private static String read(Path file) {
        try {
            return SourceText.decode(Files.readAllBytes(file)).text();
        } catch (IOException e) {
            return null;
        }
    }
}
