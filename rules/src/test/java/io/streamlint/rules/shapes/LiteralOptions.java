package io.streamlint.rules.shapes;

import com.github.javaparser.ast.body.VariableDeclarator;
import com.github.javaparser.ast.expr.BooleanLiteralExpr;
import com.github.javaparser.ast.expr.DoubleLiteralExpr;
import com.github.javaparser.ast.expr.Expression;
import com.github.javaparser.ast.expr.IntegerLiteralExpr;
import com.github.javaparser.ast.expr.LambdaExpr;
import com.github.javaparser.ast.expr.LongLiteralExpr;
import com.github.javaparser.ast.expr.MethodCallExpr;
import com.github.javaparser.ast.expr.StringLiteralExpr;
import com.github.javaparser.ast.expr.UnaryExpr;
import com.github.javaparser.ast.stmt.BlockStmt;
import com.github.javaparser.ast.stmt.Statement;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * The literal {@code .option(k, v)} calls of the stream reader and writer chains of a file, for the shapes that move
 * them into a map ({@link OptionsMapLoop}, {@link OptionsFieldInit}): which chains and options, how a pair is
 * written out (a finding on an option is expected where its pair is), and the edit that leaves the chain reading
 * {@code .options(map)} where its first literal option was.
 */
final class LiteralOptions {

    private LiteralOptions() {
    }

    /**
     * One builder's literal options (readStream() ... load(), writeStream() ... start()), the statement that holds
     * it (a statement of a block, starting its line) and a name for its map (the declared variable, else
     * {@code reader} or {@code writer}).
     */
    record Chain(List<MethodCallExpr> options, Statement statement, String name) {
    }

    /** The reader and writer chains of {@code file} with literal options, outermost calls only. */
    static List<Chain> chains(SourceFile file) {
        List<Chain> chains = new ArrayList<>();
        Set<MethodCallExpr> seen = new HashSet<>();
        for (MethodCallExpr call : file.cu.findAll(MethodCallExpr.class)) {
            if (seen.contains(call) || call.getParentNode().filter(p -> p instanceof MethodCallExpr pc
                    && pc.getScope().filter(s -> s == call).isPresent()).isPresent()) {
                continue; // not the outermost call of its chain
            }
            List<MethodCallExpr> chain = Syntax.chain(call);
            seen.addAll(chain);
            if (!Syntax.sparkRoot(call)) {
                continue;
            }
            Optional<Statement> statement = call.findAncestor(Statement.class)
                    .filter(s -> s.getParentNode().filter(p -> p instanceof BlockStmt).isPresent());
            if (statement.isEmpty() || !file.startsLine(file.beginWithComment(statement.get()))) {
                continue;
            }
            String declared = statement.get().isExpressionStmt()
                    && statement.get().asExpressionStmt().getExpression().isVariableDeclarationExpr()
                    ? statement.get().findFirst(VariableDeclarator.class).map(VariableDeclarator::getNameAsString)
                    .orElse(null) : null;
            // each builder of the chain: readStream() ... load(), writeStream() ... start()
            List<List<MethodCallExpr>> segments = new ArrayList<>();
            List<Boolean> readers = new ArrayList<>();
            for (int head = 0; head < chain.size(); head++) {
                String h = chain.get(head).getNameAsString();
                if (!h.equals("readStream") && !h.equals("writeStream")) {
                    continue;
                }
                List<MethodCallExpr> literal = new ArrayList<>();
                Set<String> keys = new HashSet<>();
                for (int i = head + 1; i < chain.size(); i++) {
                    MethodCallExpr c = chain.get(i);
                    String n = c.getNameAsString();
                    if (n.equals("readStream") || n.equals("writeStream") || n.equals("load") || n.equals("start")
                            || n.equals("toTable") || n.equals("table")) {
                        break; // the builder ends here
                    }
                    if (n.equals("options") || n.equals("option") && !(c.getArguments().size() == 2
                            && c.getArgument(0) instanceof StringLiteralExpr)) {
                        break; // an option whose key is unknown: the map must not be moved across it
                    }
                    if (n.equals("option") && !keys.add(((StringLiteralExpr) c.getArgument(0)).getValue().toLowerCase())) {
                        break; // a key set twice: which one wins depends on the order
                    }
                    if (n.equals("option") && isLiteralOption(c)) {
                        literal.add(c);
                    }
                }
                if (!literal.isEmpty() && literal.stream().allMatch(o -> o.findAncestor(LambdaExpr.class)
                        .equals(statement.get().findAncestor(LambdaExpr.class)))) {
                    segments.add(literal);
                    readers.add(h.equals("readStream"));
                }
            }
            for (int i = 0; i < segments.size(); i++) {
                boolean reader = readers.get(i);
                String name = declared != null && (segments.size() == 1 || reader) ? declared
                        : reader ? "reader" : "writer";
                chains.add(new Chain(segments.get(i), statement.get(), name));
            }
        }
        return chains;
    }

    /**
     * Marks the original {@code option} so that a finding anchored on it is expected at {@code out}'s position (the
     * line its pair is written on).
     */
    static void markPair(Out out, SourceFile file, MethodCallExpr option) {
        out.mark(file, file.dotBefore(file.begin(option.getName())), file.end(option));
    }

    /**
     * Writes the option's key and value, {@code "key", "value"}: the key (a string literal) as written, the value
     * copied when it is a string literal, else as the string Spark makes of it.
     */
    static void writePair(Out out, SourceFile file, MethodCallExpr option) {
        Expression key = option.getArgument(0);
        out.copy(file, file.begin(key), file.end(key));
        out.text(", ");
        Expression value = option.getArgument(1);
        if (value instanceof StringLiteralExpr) {
            out.copy(file, file.begin(value), file.end(value));
        } else {
            out.text("\"" + literal(value).orElseThrow() + "\"");
        }
    }

    /** How a shape rewrites one file's chains; {@code map} and {@code hashMap} name Map and HashMap there. */
    interface FileRewriter {
        void rewrite(SourceFile file, List<Chain> chains, Edits edits, String map, String hashMap);
    }

    /**
     * A shape that moves the literal options of each chain into a map, applied: each file with chains gets the
     * imports of Map and HashMap and the shape's edits, the others are copied; not applicable without a chain.
     */
    static Program rewriteEachFile(Sample sample, FileRewriter rewriter) throws Shape.NotApplicable {
        Set<String> typeNames = Syntax.typeNames(sample);
        Program program = new Program();
        boolean rewritten = false;
        for (SourceFile file : sample.files) {
            List<Chain> found = chains(file);
            if (found.isEmpty()) {
                continue;
            }
            Edits edits = new Edits();
            ImportSet imports = new ImportSet(file.cu, typeNames);
            rewriter.rewrite(file, found, edits, imports.use("java.util.Map"), imports.use("java.util.HashMap"));
            imports.addTo(file, edits);
            program.file(sample.outPath(file)).copy(file, 0, file.text.length(), edits);
            program.noQueryIn(sample.outPath(file));
            rewritten = true;
        }
        if (!rewritten) {
            throw new Shape.NotApplicable("no reader or writer chain with literal option(k, v) calls");
        }
        return program.copyRest(sample);
    }

    /**
     * The chain's literal options out: the first becomes {@code .options(<map>)}, the others go (with their line,
     * when an option is alone on it).
     */
    static void replaceWithOptions(SourceFile file, Edits edits, List<MethodCallExpr> options, String map) {
        for (int i = 0; i < options.size(); i++) {
            MethodCallExpr o = options.get(i);
            int from = file.dotBefore(file.begin(o.getName()));
            int to = file.end(o);
            if (i == 0) {
                edits.replace(from, to, out -> out.text(".options(" + map + ")"), false);
            } else if (file.ownsLines(from, to) && file.startsLine(from)) {
                // alone on its line: the line goes
                int[] lines = file.lineRange(from, to);
                edits.replace(lines[0], lines[1], out -> { }, false);
            } else {
                edits.replace(from, to, out -> { }, false);
            }
        }
    }

    private static boolean isLiteralOption(MethodCallExpr c) {
        return c.getArguments().size() == 2 && c.getArgument(0) instanceof StringLiteralExpr
                && literal(c.getArgument(1)).isPresent();
    }

    /** The string Spark makes of a literal option value ({@code 5000L} is "5000"), if it is a literal. */
    private static Optional<String> literal(Expression e) {
        if (e instanceof StringLiteralExpr s) {
            return Optional.of(s.getValue());
        }
        if (e instanceof BooleanLiteralExpr b) {
            return Optional.of(String.valueOf(b.getValue()));
        }
        if (e instanceof IntegerLiteralExpr i) {
            return Optional.of(String.valueOf(i.asNumber().longValue()));
        }
        if (e instanceof LongLiteralExpr l) {
            return Optional.of(String.valueOf(l.asNumber().longValue()));
        }
        if (e instanceof DoubleLiteralExpr d) {
            return Optional.of(String.valueOf(d.asDouble()));
        }
        if (e instanceof UnaryExpr u && u.getOperator() == UnaryExpr.Operator.MINUS) {
            return literal(u.getExpression()).filter(v -> !(u.getExpression() instanceof StringLiteralExpr)
                    && !(u.getExpression() instanceof BooleanLiteralExpr)).map(v -> "-" + v);
        }
        return Optional.empty();
    }
}
