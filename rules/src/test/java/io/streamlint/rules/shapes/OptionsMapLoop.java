package io.streamlint.rules.shapes;

import com.github.javaparser.ast.Node;
import com.github.javaparser.ast.expr.MethodCallExpr;

import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
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

    @Override
    public Program apply(Sample sample) throws NotApplicable {
        return LiteralOptions.rewriteEachFile(sample, (file, chains, edits, map, hashMap) -> {
            Map<Node, Set<String>> taken = new LinkedHashMap<>();
            for (LiteralOptions.Chain c : chains) {
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
                        out.text(indent + "        ");
                        LiteralOptions.markPair(out, file, o);
                        out.text("{");
                        LiteralOptions.writePair(out, file, o);
                        out.text(i == options.size() - 1 ? "}}) {\n" : "},\n");
                    }
                    out.text(indent + "    " + var + ".put(" + kv + "[0], " + kv + "[1]);\n");
                    out.text(indent + "}\n");
                });
                LiteralOptions.replaceWithOptions(file, edits, options, var);
            }
        });
    }
}
