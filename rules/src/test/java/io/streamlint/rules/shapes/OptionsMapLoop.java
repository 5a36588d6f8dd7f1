package io.streamlint.rules.shapes;

import com.github.javaparser.ast.Node;
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
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * Options collected in a map filled in a loop: the literal {@code .option(k, v)} calls of a stream reader or writer
 * chain become pairs of a {@code String[][]} that a loop puts into a {@code HashMap}, declared just before the
 * statement, and the chain reads {@code .options(map)} where its first literal option was. A finding on an option is
 * expected on that option's pair.
 */
final class OptionsMapLoop implements Shape {

    @Override
    public String id() {
        return "options-map-loop";
    }

    @Override
    public String description() {
        return "the literal option(k, v) calls of each reader and writer chain put into a HashMap by a loop over a "
                + "String[][], passed with options(map)";
    }

    /** One chain's literal options, and the statement the map goes before. */
    private record Chain(List<MethodCallExpr> options, Statement statement, String name) {
    }

    @Override
    public Program apply(Sample sample) throws NotApplicable {
        Set<String> typeNames = Syntax.typeNames(sample);
        Program program = new Program();
        int chains = 0;
        for (SourceFile file : sample.files) {
            List<Chain> found = chains(file);
            if (found.isEmpty()) {
                continue;
            }
            Edits edits = new Edits();
            ImportSet imports = new ImportSet(file.cu, typeNames);
            String map = imports.use("java.util.Map");
            String hashMap = imports.use("java.util.HashMap");
            Map<Node, Set<String>> taken = new LinkedHashMap<>();
            for (Chain c : found) {
                Node scope = c.statement().findAncestor(com.github.javaparser.ast.body.CallableDeclaration.class)
                        .map(n -> (Node) n).orElse(c.statement());
                Set<String> names = taken.computeIfAbsent(scope, s -> new HashSet<>(Syntax.namesAround(s)));
                String var = Syntax.fresh(c.name() + "Options", names);
                String kv = Syntax.fresh("kv", names);
                names.add(var);
                names.add(kv);
                int at = file.beginWithComment(c.statement());
                String indent = file.indentOf(file.lineOf(at));
                List<MethodCallExpr> options = c.options();
                edits.insert(file.lineStart(file.lineOf(at)), out -> {
                    out.text(indent + map + "<String, String> " + var + " = new " + hashMap + "<>();\n");
                    out.text(indent + "for (String[] " + kv + " : new String[][] {\n");
                    for (int i = 0; i < options.size(); i++) {
                        MethodCallExpr o = options.get(i);
                        int callFrom = file.dotBefore(file.begin(o.getName()));
                        out.text(indent + "        ");
                        out.mark(file, callFrom, file.end(o));
                        out.text("{");
                        Expression key = o.getArgument(0);
                        out.copy(file, file.begin(key), file.end(key));
                        out.text(", ");
                        Expression value = o.getArgument(1);
                        if (value instanceof StringLiteralExpr) {
                            out.copy(file, file.begin(value), file.end(value));
                        } else {
                            out.text("\"" + literal(value).orElseThrow() + "\"");
                        }
                        out.text(i == options.size() - 1 ? "}}) {\n" : "},\n");
                    }
                    out.text(indent + "    " + var + ".put(" + kv + "[0], " + kv + "[1]);\n");
                    out.text(indent + "}\n");
                });
                for (int i = 0; i < options.size(); i++) {
                    MethodCallExpr o = options.get(i);
                    int from = file.dotBefore(file.begin(o.getName()));
                    int to = file.end(o);
                    if (i == 0) {
                        edits.replace(from, to, out -> out.text(".options(" + var + ")"), false);
                    } else if (file.ownsLines(from, to) && file.startsLine(from)) {
                        // alone on its line: the line goes
                        int[] lines = file.lineRange(from, to);
                        edits.replace(lines[0], lines[1], out -> { }, false);
                    } else {
                        edits.replace(from, to, out -> { }, false);
                    }
                }
                chains++;
            }
            imports.addTo(file, edits);
            program.file(sample.outPath(file)).copy(file, 0, file.text.length(), edits);
            program.noQueryIn(sample.outPath(file));
        }
        if (chains == 0) {
            throw new NotApplicable("no reader or writer chain with literal option(k, v) calls");
        }
        return program.copyRest(sample);
    }

    /** The reader and writer chains of {@code file} with literal options, outermost calls only. */
    private static List<Chain> chains(SourceFile file) {
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
