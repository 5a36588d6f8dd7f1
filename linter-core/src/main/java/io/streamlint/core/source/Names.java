package io.streamlint.core.source;

import com.github.javaparser.ast.CompilationUnit;
import com.github.javaparser.ast.ImportDeclaration;
import com.github.javaparser.ast.Node;
import com.github.javaparser.ast.body.FieldDeclaration;
import com.github.javaparser.ast.body.TypeDeclaration;
import com.github.javaparser.ast.body.VariableDeclarator;
import com.github.javaparser.ast.expr.Expression;
import com.github.javaparser.ast.expr.FieldAccessExpr;
import com.github.javaparser.ast.expr.NameExpr;
import com.github.javaparser.ast.expr.ThisExpr;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

import static io.streamlint.core.source.Evaluator.str;

/**
 * What a name in the code means to the {@link Evaluator}: a local variable, a field of an enclosing class, a
 * constant imported statically or named through its class ({@code Settings.WINDOW}), a type or a package; and
 * where the initializer of such a constant is written.
 */
final class Names {

    private final Evaluator evaluator;

    Names(Evaluator evaluator) {
        this.evaluator = evaluator;
    }

    AbstractValue evalName(NameExpr n, Frame f) {
        String name = n.getNameAsString();
        Optional<Node> local = Variables.localDeclaration(name, n);
        if (local.isPresent()) {
            return evaluator.variableValues.valueAt(local.get(), name, n, f);
        }
        for (TypeDeclaration<?> enclosing : Variables.enclosingTypes(n)) {
            for (TypeDeclaration<?> type : evaluator.types.withSuperTypes(enclosing)) {
                Optional<VariableDeclarator> field = Variables.field(type, name);
                if (field.isPresent()) {
                    return evaluator.instances.fieldAt(field.get(), type, n, f);
                }
            }
        }
        Optional<AbstractValue> imported = staticImport(n, name, f);
        if (imported.isPresent()) {
            return imported.get();
        }
        return Character.isUpperCase(name.charAt(0)) || importsType(n, name)
                ? new AbstractValue.TypeName(name) : new AbstractValue.Unknown("unresolved " + name);
    }

    /**
     * A type whose name is not capitalised, imported by name ({@code import org.apache.spark.sql.functions;})
     * or with its package ({@code import org.apache.spark.sql.*;} for Spark's {@code functions}).
     */
    private static boolean importsType(Node use, String name) {
        return use.findCompilationUnit().map(cu -> cu.getImports().stream()
                .anyMatch(i -> !i.isStatic() && (i.isAsterisk()
                        ? name.equals("functions") && i.getNameAsString().equals("org.apache.spark.sql")
                        : i.getName().getIdentifier().equals(name))))
                .orElse(false);
    }

    /** {@code import static a.b.Constants.NAME} or {@code a.b.Constants.*}: the constant, if we have its file. */
    private Optional<AbstractValue> staticImport(Node use, String name, Frame f) {
        return staticallyImported(use, name).stream().findFirst()
                .map(field -> evaluator.instances.fieldValue(field.field(), field.owner(), f));
    }

    /** A field of a linted class and the class that declares it. */
    private record OwnedField(VariableDeclarator field, TypeDeclaration<?> owner) {
    }

    /** The fields named {@code name} that the static imports of {@code use}'s file bring in, in import order. */
    private List<OwnedField> staticallyImported(Node use, String name) {
        List<OwnedField> found = new ArrayList<>();
        CompilationUnit cu = use.findCompilationUnit().orElse(null);
        if (cu == null) {
            return found;
        }
        for (ImportDeclaration imp : cu.getImports()) {
            if (!imp.isStatic() || !imp.isAsterisk() && !imp.getName().getIdentifier().equals(name)) {
                continue;
            }
            String owner = imp.isAsterisk() ? imp.getNameAsString() : Types.qualifier(imp.getNameAsString());
            for (TypeDeclaration<?> type : evaluator.types.qualified(owner)) {
                Variables.field(type, name).ifPresent(field -> found.add(new OwnedField(field, type)));
            }
        }
        return found;
    }

    /**
     * The initializer of the final field of another class that {@code e} names ({@code Settings.WINDOW}, or
     * {@code WINDOW} imported statically), when the linted code declares it: where a text problem in it is reported.
     */
    Optional<Expression> constantInitializer(Expression e) {
        List<VariableDeclarator> found = new ArrayList<>();
        if (e instanceof FieldAccessExpr fa && isQualifiedName(fa.getScope())) {
            String owner = fa.getScope() instanceof FieldAccessExpr q ? q.getNameAsString() : fa.getScope().toString();
            evaluator.types.named(owner, fa).forEach(t -> Variables.field(t, fa.getNameAsString()).ifPresent(found::add));
        } else if (e instanceof NameExpr n) {
            staticallyImported(n, n.getNameAsString()).forEach(field -> found.add(field.field()));
        }
        return found.size() == 1 && found.get(0).getParentNode().orElse(null) instanceof FieldDeclaration field
                && field.isFinal() ? found.get(0).getInitializer() : Optional.empty();
    }

    AbstractValue evalFieldAccess(FieldAccessExpr fa, Frame f) {
        String name = fa.getNameAsString();
        if (isPackageName(fa.getScope())) {
            return new AbstractValue.TypeName(name); // org.apache.spark.sql.functions, com.acme.Constants
        }
        if (fa.getScope() instanceof ThisExpr) {
            for (TypeDeclaration<?> enclosing : Variables.enclosingTypes(fa)) {
                for (TypeDeclaration<?> type : evaluator.types.withSuperTypes(enclosing)) {
                    Optional<VariableDeclarator> field = Variables.field(type, name);
                    if (field.isPresent()) {
                        return evaluator.instances.fieldAt(field.get(), type, fa, f);
                    }
                }
            }
            return new AbstractValue.Unknown("inherited field " + name);
        }
        AbstractValue scope = evaluator.eval(fa.getScope(), f);
        if (Choices.alternatives(scope).stream().allMatch(a -> a.value() instanceof AbstractValue.Foreign)) {
            // config.topic, builder.sourceOptions: the field of that object, as its constructor and setters left it
            return Choices.distribute(List.of(scope), object -> evaluator.instances.fieldOf((AbstractValue.Foreign) object.get(0), name, fa, f));
        }
        if (scope instanceof AbstractValue.TypeName t && t.name().equals("SaveMode") && evaluator.types.named("SaveMode", fa).isEmpty()) {
            return str(name.toLowerCase(Locale.ROOT)); // Spark's SaveMode.Append: what mode("append") names
        }
        if (scope instanceof AbstractValue.TypeName t) {
            for (TypeDeclaration<?> type : evaluator.types.named(t.name(), fa)) {
                Optional<VariableDeclarator> field = Variables.field(type, name);
                if (field.isPresent()) {
                    return evaluator.instances.fieldValue(field.get(), type, f);
                }
            }
            return Character.isUpperCase(name.charAt(0)) ? new AbstractValue.TypeName(name) : new AbstractValue.Unknown(t.name() + "." + name);
        }
        if (scope instanceof AbstractValue.Unknown && isQualifiedName(fa) && Character.isUpperCase(name.charAt(0))) {
            return new AbstractValue.TypeName(name); // a.b.Constants
        }
        if (scope instanceof AbstractValue.Items items && name.equals("length")) {
            return str(Integer.toString(items.elements().size()));
        }
        return new AbstractValue.Unknown("field of an object: " + fa);
    }

    /** {@code org.apache.spark.sql}: lower-case names whose first one is no variable or field in scope. */
    private static boolean isPackageName(Expression e) {
        if (e instanceof FieldAccessExpr fa) {
            return Character.isLowerCase(fa.getNameAsString().charAt(0)) && isPackageName(fa.getScope());
        }
        if (e instanceof NameExpr n) {
            String first = n.getNameAsString();
            return Character.isLowerCase(first.charAt(0)) && Variables.localDeclaration(first, n).isEmpty()
                    && Variables.enclosingTypes(n).stream().noneMatch(t -> Variables.field(t, first).isPresent());
        }
        return false;
    }

    private static boolean isQualifiedName(Expression e) {
        return e instanceof NameExpr || e instanceof FieldAccessExpr fa && isQualifiedName(fa.getScope());
    }
}
