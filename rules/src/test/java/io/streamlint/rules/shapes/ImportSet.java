package io.streamlint.rules.shapes;

import com.github.javaparser.ast.CompilationUnit;
import com.github.javaparser.ast.ImportDeclaration;

import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * The imports a shape adds to a file: {@link #use} answers the name to write for a class (its simple name when it is
 * or can be imported, else the qualified name) and remembers the imports to add.
 */
final class ImportSet {

    private final List<ImportDeclaration> existing;
    private final Set<String> taken;
    private final String packageName;
    private final Set<String> added = new LinkedHashSet<>();

    /** {@code typeNames}: simple names of the types the program declares (they win over an import). */
    ImportSet(CompilationUnit cu, Set<String> typeNames) {
        this.existing = cu.getImports();
        this.taken = new LinkedHashSet<>(typeNames);
        this.packageName = cu.getPackageDeclaration().map(p -> p.getNameAsString()).orElse("");
    }

    String use(String qualified) {
        int dot = qualified.lastIndexOf('.');
        String simple = qualified.substring(dot + 1);
        String pkg = dot < 0 ? "" : qualified.substring(0, dot);
        for (ImportDeclaration i : existing) {
            if (i.isStatic()) {
                continue;
            }
            String name = i.getNameAsString();
            if (!i.isAsterisk() && name.equals(qualified) || i.isAsterisk() && name.equals(pkg)) {
                return simple;
            }
        }
        if (added.contains(qualified) || pkg.equals(packageName) || pkg.equals("java.lang")) {
            return simple;
        }
        boolean clash = taken.contains(simple) || existing.stream().anyMatch(i -> !i.isStatic() && !i.isAsterisk()
                && i.getName().getIdentifier().equals(simple))
                || added.stream().anyMatch(a -> a.endsWith("." + simple));
        if (clash) {
            return qualified;
        }
        added.add(qualified);
        return simple;
    }

    boolean isEmpty() {
        return added.isEmpty();
    }

    /** The import lines to add, each ending in a new line. */
    String lines() {
        StringBuilder sb = new StringBuilder();
        added.forEach(a -> sb.append("import ").append(a).append(";\n"));
        return sb.toString();
    }

    /** Adds the imports to {@code file}: after its last import, else after its package declaration. */
    void addTo(SourceFile file, Edits edits) {
        if (added.isEmpty()) {
            return;
        }
        List<ImportDeclaration> imports = file.cu.getImports();
        if (!imports.isEmpty()) {
            int line = file.lineOf(file.end(imports.get(imports.size() - 1)) - 1);
            edits.insert(file.lineEndInclusive(line), out -> out.text(lines()));
        } else if (file.cu.getPackageDeclaration().isPresent()) {
            int line = file.lineOf(file.end(file.cu.getPackageDeclaration().get()) - 1);
            edits.insert(file.lineEndInclusive(line), out -> out.text("\n" + lines()));
        } else {
            edits.insert(0, out -> out.text(lines() + "\n"));
        }
    }

    /** The import lines of {@code cu}, as a new file in the same project would repeat them. */
    static String copyOf(CompilationUnit cu) {
        StringBuilder sb = new StringBuilder();
        for (ImportDeclaration i : cu.getImports()) {
            sb.append("import ").append(i.isStatic() ? "static " : "").append(i.getNameAsString())
                    .append(i.isAsterisk() ? ".*" : "").append(";\n");
        }
        return sb.toString();
    }
}
