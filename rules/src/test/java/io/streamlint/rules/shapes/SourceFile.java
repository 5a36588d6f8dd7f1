package io.streamlint.rules.shapes;

import com.github.javaparser.JavaParser;
import com.github.javaparser.ParseResult;
import com.github.javaparser.ParserConfiguration;
import com.github.javaparser.Position;
import com.github.javaparser.ast.CompilationUnit;
import com.github.javaparser.ast.Node;
import com.github.javaparser.ast.comments.Comment;

import java.util.ArrayList;
import java.util.List;

/**
 * One Java file of a sample, parsed: its text (with the {@code // expect:} comments taken out by {@link Sample}, so
 * that a shape's output carries them where the code went) and offsets for the positions JavaParser reports.
 */
final class SourceFile {

    /** Path relative to the sample's root, with '/' separators. */
    final String path;
    final String text;
    final CompilationUnit cu;
    private final int[] lineStarts;

    SourceFile(String path, String text) {
        this.path = path;
        this.text = text;
        this.cu = parse(text, path);
        this.lineStarts = lineStarts(text);
    }

    /** Parses {@code text} at the language level the linter defaults to; fails with the parser's problems. */
    static CompilationUnit parse(String text, String name) {
        ParseResult<CompilationUnit> result = new JavaParser(new ParserConfiguration()
                .setLanguageLevel(ParserConfiguration.LanguageLevel.JAVA_17)).parse(text);
        if (!result.isSuccessful() || result.getResult().isEmpty()) {
            throw new IllegalArgumentException(name + " does not parse: " + result.getProblems());
        }
        return result.getResult().get();
    }

    static int[] lineStarts(String text) {
        List<Integer> starts = new ArrayList<>();
        starts.add(0);
        for (int i = 0; i < text.length(); i++) {
            if (text.charAt(i) == '\n') {
                starts.add(i + 1);
            }
        }
        return starts.stream().mapToInt(Integer::intValue).toArray();
    }

    int lines() {
        return lineStarts.length;
    }

    /** Offset of a 1-based line and column. */
    int offset(int line, int column) {
        return lineStarts[line - 1] + column - 1;
    }

    int offset(Position p) {
        return offset(p.line, p.column);
    }

    /** Offset of the node's first character. */
    int begin(Node n) {
        return offset(n.getBegin().orElseThrow());
    }

    /** Offset just after the node's last character. */
    int end(Node n) {
        return offset(n.getEnd().orElseThrow()) + 1;
    }

    /** Offset of the node's first character, or of its comment's when it has one (javadoc, line comment). */
    int beginWithComment(Node n) {
        int b = begin(n);
        return n.getComment().filter(c -> c.getBegin().isPresent()).map(c -> Math.min(b, begin(c))).orElse(b);
    }

    /** 1-based line of an offset. */
    int lineOf(int offset) {
        int lo = 0;
        int hi = lineStarts.length - 1;
        while (lo < hi) {
            int mid = (lo + hi + 1) >>> 1;
            if (lineStarts[mid] <= offset) {
                lo = mid;
            } else {
                hi = mid - 1;
            }
        }
        return lo + 1;
    }

    int lineStart(int line) {
        return line > lineStarts.length ? text.length() : lineStarts[line - 1];
    }

    /** Offset just after the line's '\n' (the next line's start), or the end of the text. */
    int lineEndInclusive(int line) {
        return line >= lineStarts.length ? text.length() : lineStarts[line];
    }

    /** The white space a line starts with. */
    String indentOf(int line) {
        int s = lineStart(line);
        int i = s;
        while (i < text.length() && (text.charAt(i) == ' ' || text.charAt(i) == '\t')) {
            i++;
        }
        return text.substring(s, i);
    }

    /** True when only white space precedes {@code offset} on its line. */
    boolean startsLine(int offset) {
        for (int i = offset - 1; i >= 0 && text.charAt(i) != '\n'; i--) {
            if (!Character.isWhitespace(text.charAt(i))) {
                return false;
            }
        }
        return true;
    }

    /** True when only white space or a line comment follows {@code offset} on its line. */
    boolean endsLine(int offset) {
        for (int i = offset; i < text.length() && text.charAt(i) != '\n'; i++) {
            char c = text.charAt(i);
            if (c == '/' && i + 1 < text.length() && text.charAt(i + 1) == '/') {
                return true;
            }
            if (!Character.isWhitespace(c)) {
                return false;
            }
        }
        return true;
    }

    /**
     * The whole lines {@code [from, to)} stand on: from the start of {@code from}'s line to after the '\n' of the
     * line holding {@code to - 1}. Only for code that owns its lines ({@link #ownsLines}).
     */
    int[] lineRange(int from, int to) {
        return new int[] {lineStart(lineOf(from)), lineEndInclusive(lineOf(to - 1))};
    }

    /** True when [from, to) starts its first line and ends its last one (nothing else of the code shares them). */
    boolean ownsLines(int from, int to) {
        return startsLine(from) && endsLine(to);
    }

    /** Offset of the first '.' before {@code offset}, skipping white space (the dot of a method call). */
    int dotBefore(int offset) {
        int i = offset - 1;
        while (i >= 0 && Character.isWhitespace(text.charAt(i))) {
            i--;
        }
        if (i < 0 || text.charAt(i) != '.') {
            throw new IllegalStateException(path + ": no '.' before offset " + offset);
        }
        return i;
    }

    /** Offset of the first occurrence of {@code c} at or after {@code offset}. */
    int indexOf(char c, int offset) {
        int i = text.indexOf(c, offset);
        if (i < 0) {
            throw new IllegalStateException(path + ": no '" + c + "' after offset " + offset);
        }
        return i;
    }

    /** The comments of the file (for callers that need to know whether an offset is inside one). */
    List<Comment> comments() {
        return cu.getAllComments();
    }

    @Override
    public String toString() {
        return path;
    }
}
