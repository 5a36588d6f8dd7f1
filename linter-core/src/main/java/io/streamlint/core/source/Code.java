package io.streamlint.core.source;

import com.github.javaparser.Position;
import com.github.javaparser.ast.CompilationUnit;
import com.github.javaparser.ast.Node;
import com.github.javaparser.ast.expr.MethodCallExpr;
import com.github.javaparser.printer.configuration.DefaultConfigurationOption;
import com.github.javaparser.printer.configuration.DefaultPrinterConfiguration;
import com.github.javaparser.printer.configuration.PrinterConfiguration;
import io.streamlint.core.api.SourceLocation;

import java.nio.file.Path;

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
        StringBuilder text = new StringBuilder(call.getNameAsString()).append('(');
        for (int i = 0; i < call.getArguments().size(); i++) {
            text.append(i == 0 ? "" : ", ").append(call.getArgument(i).toString(NO_COMMENTS));
        }
        return shorten(text.append(')').toString());
    }

    /** The node's source text, whitespace collapsed, shortened. */
    static String text(Node node) {
        return shorten(node.toString(NO_COMMENTS));
    }

    private static String shorten(String text) {
        String collapsed = text.replaceAll("\\s+", " ").replace("( ", "(").replace(" )", ")").replace(" .", ".");
        return collapsed.length() <= MAX_TEXT ? collapsed : collapsed.substring(0, MAX_TEXT - 3) + "...";
    }
}
