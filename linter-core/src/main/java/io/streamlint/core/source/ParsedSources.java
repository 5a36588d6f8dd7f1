package io.streamlint.core.source;

import com.github.javaparser.JavaParser;
import com.github.javaparser.ParseResult;
import com.github.javaparser.ParserConfiguration;
import com.github.javaparser.ast.CompilationUnit;
import io.streamlint.core.frontend.SourceIndex;
import io.streamlint.core.frontend.Suppression;
import io.streamlint.core.model.SourceLocation;
import io.streamlint.core.support.LargeStacks;
import io.streamlint.core.support.SourceText;
import org.jspecify.annotations.Nullable;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The Java frontend's {@link SourceIndex}: the files that findings and suppressions are in, read once each for what
 * comes after the rules. Their syntax trees are the frontend's where it parsed the file (most are), else parsed
 * here: syntax only, no symbol resolution.
 */
final class ParsedSources implements SourceIndex {

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
    /** The files whose text may hold a suppression, in path order. */
    private final List<Path> mayHoldSuppressions;
    private final Map<Path, Source> cache = new ConcurrentHashMap<>();

    ParsedSources(int languageLevel, Map<Path, CompilationUnit> trees, List<Path> mayHoldSuppressions) {
        configuration = new ParserConfiguration()
                .setPreprocessUnicodeEscapes(true)
                .setLanguageLevel(ParserConfiguration.LanguageLevel.valueOf("JAVA_" + languageLevel))
                .setCharacterEncoding(StandardCharsets.UTF_8);
        this.trees = Map.copyOf(trees);
        this.mayHoldSuppressions = List.copyOf(mayHoldSuppressions);
    }

    /** Parses those of the files the frontend did not. */
    @Override
    public void load(Collection<Path> files) {
        Set<Path> all = new HashSet<>(mayHoldSuppressions);
        all.addAll(files);
        LargeStacks.forEach(List.copyOf(all), this::parsed);
    }

    @Override
    public String scopeAt(SourceLocation at) {
        return parsed(at.file()).unit().map(u -> Scopes.at(u, at.line(), at.column())).orElse("");
    }

    @Override
    public String codeAt(SourceLocation at) {
        return SourceIndex.codeIn(parsed(at.file()).lines(), at);
    }

    @Override
    public Optional<String> declaredTestCode(Path file) {
        return parsed(file).unit().flatMap(TestDeclarations::reason);
    }

    @Override
    public List<Suppression> suppressions() {
        List<Suppression> all = new ArrayList<>();
        for (Path file : mayHoldSuppressions) {
            Source source = parsed(file);
            source.unit().ifPresent(unit -> JavaSuppressions.collect(file, unit, source, all));
        }
        return all;
    }

    /** {@code file} read and parsed, once; an unreadable file has no lines, an unparsable one no tree. */
    private Source parsed(Path file) {
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
    private static @Nullable String read(Path file) {
        try {
            return SourceText.decode(Files.readAllBytes(file)).text();
        } catch (IOException e) {
            return null;
        }
    }
}
