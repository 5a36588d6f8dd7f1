package io.streamlint.core.source;

import com.github.javaparser.ast.CompilationUnit;
import com.github.javaparser.ast.ImportDeclaration;
import com.github.javaparser.ast.expr.FieldAccessExpr;
import com.github.javaparser.ast.expr.NameExpr;
import com.github.javaparser.ast.type.ClassOrInterfaceType;

import java.util.LinkedHashSet;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** What a file needs of the others: the names of the types a unit refers to, and the supertypes a file's text names. */
final class Closure {

    /** {@code extends A<X>, B} / {@code implements C} up to the body's brace. */
    private static final Pattern SUPERTYPES = Pattern.compile("\\b(?:extends|implements)\\s+([^{;()]+)");
    private static final Pattern GENERICS = Pattern.compile("<[^<>]*>");
    private static final Pattern NAME = Pattern.compile("[A-Za-z_$][\\w$]*(?:\\s*\\.\\s*[A-Za-z_$][\\w$]*)*");

    private Closure() {
    }

    /** Simple names of the types a file's text says it extends or implements (a cheap over-approximation). */
    static Set<String> supertypes(String text) {
        Set<String> names = new LinkedHashSet<>();
        Matcher m = SUPERTYPES.matcher(text);
        while (m.find()) {
            String list = m.group(1);
            for (String previous = null; !list.equals(previous); ) {
                previous = list;
                list = GENERICS.matcher(list).replaceAll("");
            }
            list = list.replace("implements", ",").replace("extends", ",");
            for (String part : list.split(",")) {
                Matcher name = NAME.matcher(part.strip());
                if (name.lookingAt()) {
                    String qualified = name.group().replaceAll("\\s", "");
                    names.add(qualified.substring(qualified.lastIndexOf('.') + 1));
                }
            }
        }
        return names;
    }

    /** Simple names of the types {@code unit} may use: written types, capitalised names, imports. */
    static Set<String> referencedTypes(CompilationUnit unit) {
        Set<String> names = new LinkedHashSet<>();
        for (ClassOrInterfaceType t : unit.findAll(ClassOrInterfaceType.class)) {
            names.add(t.getNameAsString());
        }
        for (NameExpr n : unit.findAll(NameExpr.class)) {
            String name = n.getNameAsString();
            if (Character.isUpperCase(name.charAt(0))) {
                names.add(name);
            }
        }
        for (FieldAccessExpr f : unit.findAll(FieldAccessExpr.class)) {
            String name = f.getNameAsString();
            if (Character.isUpperCase(name.charAt(0))) {
                names.add(name);
            }
        }
        for (ImportDeclaration imp : unit.getImports()) {
            String qualified = imp.getNameAsString();
            if (imp.isStatic() && !imp.isAsterisk()) {
                qualified = qualified.substring(0, Math.max(0, qualified.lastIndexOf('.')));
            }
            names.add(qualified.substring(qualified.lastIndexOf('.') + 1));
        }
        return names;
    }
}
