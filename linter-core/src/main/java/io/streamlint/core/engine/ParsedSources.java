package io.streamlint.core.engine;

import com.github.javaparser.JavaParser;
import com.github.javaparser.ParseResult;
import com.github.javaparser.ParserConfiguration;
import com.github.javaparser.ast.CompilationUnit;
import io.streamlint.core.source.LargeStacks;
import io.streamlint.core.source.SyntaxTrees;

import java.io.IOException;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.ByteBuffer;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Predicate;

/**
 * The files that findings and suppressions are in, read and parsed once each for what comes after the rules:
 * suppressions, and the structural keys of findings. Syntax only (no symbol resolution), so this is cheap.
 */
final class ParsedSources {

    /** A file's lines (without line ends) and its syntax tree, if it parses. */
    record Source(List<String> lines, Optional<CompilationUnit> unit, String text) {

        /** Line {@code n} (1-based), or "" past the end. */
        String line(int n) {
            return n >= 1 && n <= lines.size() ? lines.get(n - 1) : "";
        }
    }

    private static final Source UNREADABLE = new Source(List.of(), Optional.empty(), "");

    private final ParserConfiguration configuration;
    private final Map<Path, Source> cache = new ConcurrentHashMap<>();

    ParsedSources(int languageLevel) {
        configuration = new ParserConfiguration()
                .setLanguageLevel(ParserConfiguration.LanguageLevel.valueOf("JAVA_" + languageLevel))
                .setCharacterEncoding(StandardCharsets.UTF_8);
    }

    /**
     * Reads {@code files} on every core and parses those in {@code parse} or whose text {@code parseIf} accepts, so
     * that the steps after the rules do not do it on one thread; only those are kept (a large code base's other
     * files are read and let go). Returns the files {@code parseIf} accepted, in the order of {@code files}.
     */
    List<Path> load(List<Path> files, Set<Path> parse, Predicate<String> parseIf) {
        Set<Path> accepted = ConcurrentHashMap.newKeySet();
        LargeStacks.forEach(files, file -> {
            String text = read(file);
            if (text == null) {
                cache.put(file, UNREADABLE);
            } else if (parseIf.test(text)) {
                accepted.add(file);
                cache.put(file, source(text, true));
            } else if (parse.contains(file)) {
                cache.put(file, source(text, true));
            }
        });
        return files.stream().filter(accepted::contains).toList();
    }

    /** The text of {@code file}, or null when it cannot be read. */
    String text(Path file) {
        Source s = source(file, false);
        return s == UNREADABLE ? null : s.text();
    }

    /** {@code file} read and parsed; an unreadable file has no lines, an unparsable one no tree. */
    Source parsed(Path file) {
        return source(file, true);
    }

    private Source source(Path file, boolean parse) {
        Source s = cache.get(file);
        if (s != null && (!parse || s.unit().isPresent() || s == UNREADABLE)) {
            return s;
        }
        String text = s != null ? s.text() : read(file);
        if (text == null) {
            cache.put(file, UNREADABLE);
            return UNREADABLE;
        }
        Source read = source(text, parse);
        cache.put(file, read);
        return read;
    }

    private Source source(String text, boolean parse) {
        Optional<CompilationUnit> unit = Optional.empty();
        if (parse) {
            ParseResult<CompilationUnit> result = new JavaParser(configuration).parse(text);
            unit = result.isSuccessful() ? result.getResult() : Optional.empty();
            unit.ifPresent(SyntaxTrees::dropTokens);
        }
        return new Source(text.lines().toList(), unit, text);
    }

    /** UTF-8, else Latin-1 (as the front end reads sources); null when unreadable. */
    private static String read(Path file) {
        try {
            byte[] bytes = Files.readAllBytes(file);
            try {
                return StandardCharsets.UTF_8.newDecoder().decode(ByteBuffer.wrap(bytes)).toString();
            } catch (CharacterCodingException e) {
                return new String(bytes, StandardCharsets.ISO_8859_1);
            }
        } catch (IOException e) {
            return null;
        }
    }
}
