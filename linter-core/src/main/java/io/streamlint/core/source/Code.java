package io.streamlint.core.source;

import com.github.javaparser.Position;
import com.github.javaparser.ast.CompilationUnit;
import com.github.javaparser.ast.DataKey;
import com.github.javaparser.ast.Node;
import com.github.javaparser.ast.expr.MethodCallExpr;
import com.github.javaparser.printer.configuration.DefaultConfigurationOption;
import com.github.javaparser.printer.configuration.DefaultPrinterConfiguration;
import com.github.javaparser.printer.configuration.PrinterConfiguration;
import io.streamlint.core.model.SourceLocation;

import java.nio.file.Path;
import java.util.regex.Pattern;

/** Locations and short source text of AST nodes, for findings and messages. */
final class Code {

    private static final int MAX_TEXT = 80;

    /** Code as the user wrote it, without the comments JavaParser attaches to nodes. */
    private static final PrinterConfiguration NO_COMMENTS = new DefaultPrinterConfiguration()
            .removeOption(new DefaultConfigurationOption(DefaultPrinterConfiguration.ConfigOption.PRINT_COMMENTS));

    private Code() {
    }

    static Path file(Node node) {
        return node.findCompilationUnit()
                .flatMap(CompilationUnit::getStorage)
                .map(CompilationUnit.Storage::getPath)
                .orElseThrow(() -> new IllegalStateException("node outside a stored compilation unit"));
    }

    /** A call's location starts at its method name, so a finding in a multi-line chain points at its line. */
    static SourceLocation location(Node node) {
        Node start = node instanceof MethodCallExpr call ? call.getName() : node;
        Position begin = start.getBegin().orElse(Position.HOME);
        Position end = node.getEnd().orElse(begin);
        return new SourceLocation(file(node), begin.line, begin.column, end.line, end.column);
    }

    /** {@code groupBy(col("userId"))}: a call without its receiver, whitespace collapsed, shortened. */
    static String call(MethodCallExpr call) {
        // Kept on the node: a call is described again in each context it is evaluated in, and printing is costly.
        synchronized (call) {
            if (call.containsData(CALL)) {
                return call.getData(CALL);
            }
        }
        StringBuilder text = new StringBuilder(call.getNameAsString()).append('(');
        for (int i = 0; i < call.getArguments().size(); i++) {
            text.append(i == 0 ? "" : ", ").append(call.getArgument(i).toString(NO_COMMENTS));
        }
        String described = shorten(text.append(')').toString());
        synchronized (call) {
            call.setData(CALL, described);
        }
        return described;
    }

    /** How a call site names what it calls: {@code helper(..)}, {@code new Job(..)}, {@code super(..)}. */
    static String called(Node site) {
        if (site instanceof MethodCallExpr call) {
            return call.getNameAsString() + "(..)";
        }
        if (site instanceof com.github.javaparser.ast.expr.ObjectCreationExpr created) {
            return "new " + created.getType().getNameAsString() + "(..)";
        }
        if (site instanceof com.github.javaparser.ast.stmt.ExplicitConstructorInvocationStmt explicit) {
            return explicit.isThis() ? "this(..)" : "super(..)";
        }
        return text(site);
    }

    /** The node's source text, whitespace collapsed, shortened. */
    static String text(Node node) {
        synchronized (node) {
            if (node.containsData(TEXT)) {
                return node.getData(TEXT);
            }
        }
        String described = shorten(node.toString(NO_COMMENTS));
        synchronized (node) {
            node.setData(TEXT, described);
        }
        return described;
    }

    /** Orders nodes of one file by where they begin. */
    static int compareBegin(Node a, Node b) {
        return a.getBegin().orElse(Position.HOME).compareTo(b.getBegin().orElse(Position.HOME));
    }

    private static final DataKey<String> CALL = new DataKey<>() {
    };
    private static final DataKey<String> TEXT = new DataKey<>() {
    };
    private static final Pattern WHITE_SPACE = Pattern.compile("\\s+");

    private static String shorten(String text) {
        String collapsed = WHITE_SPACE.matcher(text).replaceAll(" ").replace("( ", "(").replace(" )", ")").replace(" .", ".");
        return collapsed.length() <= MAX_TEXT ? collapsed : collapsed.substring(0, MAX_TEXT - 3) + "...";
    }
}
