package io.streamlint.rules.shapes;

import com.github.javaparser.ast.ImportDeclaration;
import com.github.javaparser.ast.expr.MethodCallExpr;
import com.github.javaparser.ast.expr.NameExpr;
import com.github.javaparser.ast.type.ClassOrInterfaceType;

import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * Options held in a field that the constructor's {@code init()} fills: for each stream reader or writer chain with
 * literal {@code .option(k, v)} calls, a small class at the end of the file holds an instance field
 * {@code Map<String, String> options = new HashMap<>()}, its constructor calls a private {@code init()} that puts
 * each literal option, and the chain reads {@code .options(new Holder().options)} where its first literal option was.
 * A finding on an option is expected on that option's {@code put} line. (Seen on a public project: a driver whose
 * {@code init()}, called by its constructor, filled the Kafka options of {@code run()}.)
 */
final class OptionsFieldInit implements Shape {

    /** The holder's field. */
    static final String FIELD = "options";

    @Override
    public String id() {
        return "options-field-init";
    }

    @Override
    public String description() {
        return "the literal option(k, v) calls of each reader and writer chain put into a HashMap field by an init() "
                + "its holder's constructor calls, passed with options(new Holder().options)";
    }

    /** A holder class to write: its name and the chain whose options it puts. */
    private record Holder(String name, List<MethodCallExpr> options) {
    }

    @Override
    public Program apply(Sample sample) throws NotApplicable {
        Set<String> taken = new LinkedHashSet<>(Syntax.typeNames(sample));
        for (SourceFile file : sample.files) {
            taken.addAll(namesUsed(file));
        }
        return LiteralOptions.rewriteEachFile(sample, (file, chains, edits, map, hashMap) -> {
            List<Holder> holders = new java.util.ArrayList<>();
            for (LiteralOptions.Chain c : chains) {
                String holder = Syntax.fresh(Syntax.capitalize(c.name()) + "Config", taken);
                taken.add(holder);
                holders.add(new Holder(holder, c.options()));
                LiteralOptions.replaceWithOptions(file, edits, c.options(), "new " + holder + "()." + FIELD);
            }
            edits.insert(file.text.length(), out -> {
                if (!file.text.isEmpty() && !file.text.endsWith("\n")) {
                    out.text("\n");
                }
                for (Holder h : holders) {
                    out.text("\n");
                    out.text("final class " + h.name() + " {\n\n");
                    out.text("    " + map + "<String, String> " + FIELD + " = new " + hashMap + "<>();\n\n");
                    out.text("    " + h.name() + "() {\n");
                    out.text("        init();\n");
                    out.text("    }\n\n");
                    out.text("    private void init() {\n");
                    for (MethodCallExpr o : h.options()) {
                        out.text("        ");
                        LiteralOptions.markPair(out, file, o);
                        out.text(FIELD + ".put(");
                        LiteralOptions.writePair(out, file, o);
                        out.text(");\n");
                    }
                    out.text("    }\n");
                    out.text("}\n");
                }
            });
        });
    }

    /** Simple names a file uses or imports (a new top-level class must not take one of them). */
    private static Set<String> namesUsed(SourceFile file) {
        Set<String> names = new LinkedHashSet<>();
        file.cu.findAll(ClassOrInterfaceType.class).forEach(t -> names.add(t.getNameAsString()));
        file.cu.findAll(NameExpr.class).forEach(n -> names.add(n.getNameAsString()));
        for (ImportDeclaration i : file.cu.getImports()) {
            if (!i.isAsterisk()) {
                names.add(i.getName().getIdentifier());
            }
        }
        return names;
    }
}
