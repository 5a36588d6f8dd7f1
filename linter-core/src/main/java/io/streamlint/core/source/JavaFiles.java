package io.streamlint.core.source;

import com.github.javaparser.JavaParser;
import com.github.javaparser.ParserConfiguration;
import com.github.javaparser.StringProvider;
import com.github.javaparser.UnicodeEscapeProcessingProvider;
import com.github.javaparser.ast.CompilationUnit;
import com.github.javaparser.ast.Node;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.List;
import java.util.Optional;

/**
 * What the {@link SourceSet} reads off one Java file, without the others: its text with Unicode escapes
 * undone, whether it mentions Spark, how deeply its brackets and syntax tree nest ({@link #MAX_NESTING}), the folder
 * its package starts in; and JavaParser's language level and the first line of its messages.
 */
final class JavaFiles {

    private JavaFiles() {
    }

    /**
     * Files whose syntax tree is deeper than this are skipped: hand-written code stays far below (javac itself
     * needs a larger stack beyond a few thousand levels), and every later step may then recurse freely.
     */
    static final int MAX_NESTING = 1_000;

    /**
     * {@code text} with its Unicode escapes translated as javac does (JLS 3.3: {@code \\u} with one or more
     * {@code u} and four hex digits, when preceded by an even number of backslashes): what the text scans before
     * parsing (does it mention Spark, which types it extends, its bracket depth) see the code the compiler sees.
     */
    static String unescaped(String text) {
        if (text.indexOf("\\u") < 0) {
            return text;
        }
        StringBuilder out = new StringBuilder(text.length());
        try (UnicodeEscapeProcessingProvider in = new UnicodeEscapeProcessingProvider(new StringProvider(text))) {
            char[] buffer = new char[8192];
            for (int n; (n = in.read(buffer, 0, buffer.length)) > 0; ) {
                out.append(buffer, 0, n);
            }
        } catch (IOException e) {
            return text;
        }
        return out.toString();
    }

    static boolean mentionsSpark(String text) {
        return text.contains("org.apache.spark");
    }

    /**
     * How deep round, curly and square brackets nest outside comments and literals: checked before parsing, as
     * JavaParser's time grows exponentially with some nestings (lambdas with blocks).
     */
    static int bracketDepth(String text) {
        int depth = 0;
        int max = 0;
        int n = text.length();
        for (int i = 0; i < n; i++) {
            char c = text.charAt(i);
            if (c == '/' && i + 1 < n && text.charAt(i + 1) == '/') {
                int nl = text.indexOf('\n', i);
                i = nl < 0 ? n : nl;
            } else if (c == '/' && i + 1 < n && text.charAt(i + 1) == '*') {
                int end = text.indexOf("*/", i + 2);
                i = end < 0 ? n : end + 1;
            } else if (c == '"' && text.startsWith("\"\"\"", i)) {
                int end = text.indexOf("\"\"\"", i + 3);
                while (end > 0 && text.charAt(end - 1) == '\\') {
                    end = text.indexOf("\"\"\"", end + 1);
                }
                i = end < 0 ? n : end + 2;
            } else if (c == '"' || c == '\'') {
                int j = i + 1;
                while (j < n && text.charAt(j) != c && text.charAt(j) != '\n') {
                    j += text.charAt(j) == '\\' ? 2 : 1;
                }
                i = j;
            } else if (c == '(' || c == '{' || c == '[') {
                max = Math.max(max, ++depth);
            } else if (c == ')' || c == '}' || c == ']') {
                depth--;
            }
        }
        return max;
    }

    /** How deep the syntax tree goes (walked without recursion: the tree may be deeper than a thread's stack). */
    static int depth(Node root) {
        int max = 0;
        Deque<Node> nodes = new ArrayDeque<>();
        Deque<Integer> depths = new ArrayDeque<>();
        nodes.push(root);
        depths.push(1);
        while (!nodes.isEmpty()) {
            Node node = nodes.pop();
            int depth = depths.pop();
            max = Math.max(max, depth);
            for (Node child : node.getChildNodes()) {
                nodes.push(child);
                depths.push(depth + 1);
            }
        }
        return max;
    }

    /**
     * The folder a unit's package starts in: {@code src/main/java} for {@code src/main/java/a/b/C.java} in package
     * {@code a.b}; none when the file is not in the folders its package names (a sample, a generated file), where a
     * root found by counting folders would be an unrelated folder, which the symbol solver then walks whole.
     */
    static Optional<Path> sourceRoot(CompilationUnit cu) {
        Optional<Path> file = cu.getStorage().map(CompilationUnit.Storage::getPath);
        if (file.isEmpty()) {
            return Optional.empty();
        }
        Path root = file.get().getParent();
        String pkg = cu.getPackageDeclaration().map(p -> p.getNameAsString()).orElse("");
        List<String> parts = pkg.isEmpty() ? List.of() : List.of(pkg.split("\\."));
        for (int i = parts.size() - 1; i >= 0; i--) {
            if (root == null || root.getFileName() == null || !root.getFileName().toString().equals(parts.get(i))) {
                return Optional.empty();
            }
            root = root.getParent();
        }
        return Optional.ofNullable(root);
    }

    /** JavaParser's message without its list of every token it would have accepted. */
    static String firstLine(String message) {
        int nl = message.indexOf('\n');
        String line = (nl < 0 ? message : message.substring(0, nl)).strip();
        int expected = line.indexOf(", expected one of");
        return expected < 0 ? line : line.substring(0, expected);
    }

    /** JavaParser's level for a Java release (the range is checked by LintRequest). */
    static ParserConfiguration.LanguageLevel languageLevel(int release) {
        return ParserConfiguration.LanguageLevel.valueOf("JAVA_" + release);
    }
}
