package io.streamlint.core.dump;

import io.streamlint.core.frontend.CodeElement;
import io.streamlint.core.frontend.SourceIndex;
import io.streamlint.core.frontend.Suppression;
import io.streamlint.core.model.SourceLocation;
import io.streamlint.core.support.SourceText;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The plan-dump frontend's {@link SourceIndex}: a dump has no declarations to scope a finding, declares no test
 * code and holds no suppressions; its code at a position is the text there, and the element a line shows is the
 * writer or a plan node of its query ({@link PlanDump.QueryText}). Each file is read once, when first asked about.
 */
final class PlanDumpIndex implements SourceIndex {

    /** The largest file whose query text is looked at (a dump that could be read is far smaller). */
    private static final long MAX_TEXT_BYTES = 64L * 1024 * 1024;

    private final Map<Path, List<String>> lines = new ConcurrentHashMap<>();
    private final Map<Path, Optional<PlanDump.QueryText>> queryTexts = new ConcurrentHashMap<>();

    @Override
    public void load(Collection<Path> files) {
        // Dumps are few and read when asked about.
    }

    @Override
    public String scopeAt(SourceLocation at) {
        return "";
    }

    @Override
    public String codeAt(SourceLocation at) {
        return SourceIndex.codeIn(lines.computeIfAbsent(at.file(), PlanDumpIndex::decodedLines), at);
    }

    @Override
    public Optional<String> declaredTestCode(Path file) {
        return Optional.empty();
    }

    @Override
    public List<Suppression> suppressions() {
        return List.of();
    }

    /** The writer or the plan node on {@code at}'s line, if it is a line of the dump's query. */
    @Override
    public Optional<CodeElement> elementAt(SourceLocation at) {
        return queryTexts.computeIfAbsent(at.file(), f -> PlanDump.queryText(String.join("\n", utf8Lines(f))))
                .flatMap(q -> q.elementAt(at.line()))
                .map(e -> new CodeElement(e.name(), e.path()));
    }

    /** The file's lines as every frontend decodes sources ({@link SourceText#decode}); none when unreadable. */
    private static List<String> decodedLines(Path file) {
        try {
            return SourceText.decode(Files.readAllBytes(file)).text().lines().toList();
        } catch (IOException e) {
            return List.of();
        }
    }

    /**
     * The file's lines when it is a regular file of UTF-8 text no larger than {@link #MAX_TEXT_BYTES}, split at any
     * line end; none otherwise.
     */
    private static List<String> utf8Lines(Path file) {
        try {
            if (!Files.isRegularFile(file) || Files.size(file) > MAX_TEXT_BYTES) {
                return List.of();
            }
            return SourceText.utf8(Files.readAllBytes(file)).map(text -> List.of(text.split("\\r\\n|\\r|\\n", -1)))
                    .orElse(List.of());
        } catch (IOException | UncheckedIOException e) {
            return List.of();
        }
    }
}
