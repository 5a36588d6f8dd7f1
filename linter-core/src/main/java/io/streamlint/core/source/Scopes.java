package io.streamlint.core.source;

import com.github.javaparser.Position;
import com.github.javaparser.ast.CompilationUnit;
import com.github.javaparser.ast.Node;
import com.github.javaparser.ast.body.CallableDeclaration;
import com.github.javaparser.ast.body.ConstructorDeclaration;
import com.github.javaparser.ast.body.EnumConstantDeclaration;
import com.github.javaparser.ast.body.FieldDeclaration;
import com.github.javaparser.ast.body.InitializerDeclaration;
import com.github.javaparser.ast.body.MethodDeclaration;
import com.github.javaparser.ast.body.Parameter;
import com.github.javaparser.ast.body.TypeDeclaration;
import com.github.javaparser.ast.body.VariableDeclarator;
import com.github.javaparser.ast.expr.ObjectCreationExpr;
import com.github.javaparser.ast.expr.VariableDeclarationExpr;
import org.jspecify.annotations.Nullable;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;

/** The declarations around a position, as finding keys and suppression notes name them. */
final class Scopes {

    private Scopes() {
    }

    /**
     * The declarations enclosing {@code line:column}, outermost first: {@code demo.Job.main(String[])},
     * {@code demo.Job.<init>(String)}, {@code demo.Job.SINK}, {@code demo.Job.new Function}. Positions outside
     * every type give the package alone.
     */
    static String at(CompilationUnit unit, int line, int column) {
        Position p = new Position(line, Math.max(column, 1));
        List<String> parts = new ArrayList<>();
        unit.getPackageDeclaration().ifPresent(pkg -> parts.add(pkg.getNameAsString()));
        Node node = unit;
        boolean descended = true;
        while (descended) {
            descended = false;
            for (Node child : node.getChildNodes()) {
                if (child.getRange().map(r -> r.contains(p)).orElse(false)) {
                    String part = part(child);
                    if (part != null) {
                        parts.add(part);
                    }
                    node = child;
                    descended = true;
                    break;
                }
            }
        }
        return String.join(".", parts);
    }

    private static @Nullable String part(Node node) {
        if (node instanceof TypeDeclaration<?> type) {
            return type.getNameAsString();
        }
        if (node instanceof MethodDeclaration || node instanceof ConstructorDeclaration) {
            CallableDeclaration<?> callable = (CallableDeclaration<?>) node;
            String name = node instanceof ConstructorDeclaration ? "<init>" : callable.getNameAsString();
            return name + callable.getParameters().stream().map(p -> p.getType().asString() + (p.isVarArgs() ? "..." : ""))
                    .collect(Collectors.joining(",", "(", ")"));
        }
        if (node instanceof InitializerDeclaration init) {
            return init.isStatic() ? "<clinit>" : "<init>";
        }
        if (node instanceof FieldDeclaration field) {
            return field.getVariables().stream().map(VariableDeclarator::getNameAsString).collect(Collectors.joining(","));
        }
        if (node instanceof EnumConstantDeclaration constant) {
            return constant.getNameAsString();
        }
        if (node instanceof ObjectCreationExpr created && created.getAnonymousClassBody().isPresent()) {
            return "new " + created.getType().getNameAsString();
        }
        return null;
    }

    /** A declaration in words, for messages: {@code method main}, {@code class Job}, {@code variable query}. */
    static String describe(Node declaration) {
        if (declaration instanceof TypeDeclaration<?> type) {
            String kind = type.isEnumDeclaration() ? "enum" : type.isRecordDeclaration() ? "record"
                    : type.isAnnotationDeclaration() ? "annotation" : type.asClassOrInterfaceDeclaration().isInterface()
                    ? "interface" : "class";
            return kind + " " + type.getNameAsString();
        }
        if (declaration instanceof MethodDeclaration method) {
            return "method " + method.getNameAsString();
        }
        if (declaration instanceof ConstructorDeclaration constructor) {
            return "constructor " + constructor.getNameAsString();
        }
        if (declaration instanceof FieldDeclaration field) {
            return "field " + field.getVariables().stream().map(VariableDeclarator::getNameAsString)
                    .collect(Collectors.joining(", "));
        }
        if (declaration instanceof VariableDeclarationExpr local) {
            return "variable " + local.getVariables().stream().map(VariableDeclarator::getNameAsString)
                    .collect(Collectors.joining(", "));
        }
        if (declaration instanceof Parameter parameter) {
            return "parameter " + parameter.getNameAsString();
        }
        return "this declaration";
    }
}
