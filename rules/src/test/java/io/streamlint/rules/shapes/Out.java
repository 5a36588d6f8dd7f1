package io.streamlint.rules.shapes;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * One generated file, written from generated text and copies of the original's code. It remembers where each copied
 * character came from, so that a finding anchored on original code is expected wherever that code now is.
 */
final class Out {

    /**
     * Original [from, to) of {@code src}, written at {@code at}; findings of the rules in {@code unexpected} are not
     * expected on this copy (the shape changed what decides them).
     */
    record Span(SourceFile src, int from, int to, int at, Set<String> unexpected) {
        Span(SourceFile src, int from, int to, int at) {
            this(src, from, to, at, Set.of());
        }

        boolean holds(SourceFile file, int offset) {
            return src == file && offset >= from && offset < to;
        }
    }

    /** Rules whose findings the copies made now are not expected on (see {@link Span#unexpected}). */
    private Set<String> unexpected = Set.of();

    final String path;
    private final StringBuilder text = new StringBuilder();
    final List<Span> copies = new ArrayList<>();
    final List<Span> marks = new ArrayList<>();

    Out(String path) {
        this.path = path;
    }

    Out text(String s) {
        text.append(s);
        return this;
    }

    /** Copies original code verbatim. */
    Out copy(SourceFile src, int from, int to) {
        if (from < to) {
            copies.add(new Span(src, from, to, text.length(), unexpected));
            text.append(src.text, from, to);
        }
        return this;
    }

    /** Copies original code, applying the edits that fall inside it. */
    Out copy(SourceFile src, int from, int to, Edits edits) {
        int at = from;
        for (Edits.Edit e : edits.within(from, to, src.text.length())) {
            copy(src, at, e.from());
            if (e.markHere()) {
                mark(src, e.from(), e.to());
            }
            e.writer().accept(this);
            at = e.to();
        }
        return copy(src, at, to);
    }

    /** Copies like {@link #copy(SourceFile, int, int, Edits)}, expecting no finding of {@code rules} on the copy. */
    Out copyExpectingNo(Set<String> rules, SourceFile src, int from, int to, Edits edits) {
        Set<String> before = unexpected;
        unexpected = rules;
        try {
            return copy(src, from, to, edits);
        } finally {
            unexpected = before;
        }
    }

    /** Copies the whole lines [from, to) stands on. */
    Out copyLines(SourceFile src, int from, int to, Edits edits) {
        int[] lines = src.lineRange(from, to);
        copy(src, lines[0], lines[1], edits);
        if (lines[1] == src.text.length() && !src.text.endsWith("\n")) {
            text("\n");
        }
        return this;
    }

    /** A finding anchored in original [from, to), if that code is not copied anywhere, is expected here. */
    Out mark(SourceFile src, int from, int to) {
        if (from < to) {
            marks.add(new Span(src, from, to, text.length()));
        }
        return this;
    }

    int position() {
        return text.length();
    }

    String text() {
        return text.toString();
    }
}
