package io.streamlint.core.source;

import com.github.javaparser.ast.Node;
import com.github.javaparser.ast.body.CallableDeclaration;
import com.github.javaparser.ast.body.Parameter;
import com.github.javaparser.ast.body.TypeDeclaration;
import com.github.javaparser.ast.nodeTypes.NodeWithTypeParameters;
import com.github.javaparser.ast.type.ClassOrInterfaceType;
import com.github.javaparser.ast.type.Type;

import java.util.Set;

/**
 * Which values the evaluator follows (demand-driven evaluation): only those that can carry something a rule reads
 * (a Spark value, a string or number that may be an option, a map or collection of them, an object of a linted
 * class). A helper that returns a schema built by user code (a recursive type builder reading a JSON description),
 * a logger or a JSON tree is not explored: its result is what its declared type says ("some StructType").
 */
final class Relevance {

    private static final Set<String> PLAIN = Set.of("String", "CharSequence", "Object", "Integer", "Long", "Boolean",
            "Double", "Float", "Short", "Byte", "Character", "Number", "Optional", "Stream", "Iterator", "Iterable",
            "Duration", "OutputMode", "Trigger");

    /** Spark types whose values rules never read: user code that builds them is not explored. */
    private static final Set<String> SCHEMA_TYPES = Set.of("StructType", "StructField", "DataType", "ArrayType",
            "MapType", "Metadata", "Encoder");

    private Relevance() {
    }

    /** Is the value a call of a method returning {@code type} worth computing? */
    static boolean followsReturn(Type type, CallableDeclaration<?> method, Evaluator evaluator) {
        if (type.isVoidType()) {
            return false;
        }
        return follows(type, method, evaluator) && !(type.isClassOrInterfaceType()
                && SCHEMA_TYPES.contains(type.asClassOrInterfaceType().getNameAsString()));
    }

    /** Is the argument passed to {@code parameter} worth computing for the callee? */
    static boolean followsParameter(Parameter parameter, Evaluator evaluator) {
        return follows(parameter.getType(), parameter, evaluator);
    }

    private static boolean follows(Type type, Node context, Evaluator evaluator) {
        if (type.isPrimitiveType() || type.isUnknownType() || type.isVarType() || type.isWildcardType()) {
            return true;
        }
        if (type.isArrayType()) {
            return follows(type.asArrayType().getComponentType(), context, evaluator);
        }
        if (!type.isClassOrInterfaceType()) {
            return true;
        }
        ClassOrInterfaceType t = type.asClassOrInterfaceType();
        if (t.getScope().isPresent() && follows(t.getScope().get(), context, evaluator)) {
            return true; // SparkSession.Builder, Outer.Inner of a linted type
        }
        String name = t.getNameAsString();
        return PLAIN.contains(name) || DeclaredTypes.MAP_TYPES.contains(name) || DeclaredTypes.COLLECTION_TYPES.contains(name)
                || isTypeVariable(name, context) || evaluator.declaredTypes.isSparkType(type, context)
                || !evaluator.types.named(name, context).isEmpty();
    }

    /** A type parameter of the method or of a type around it ({@code <T> T get(String key)}). */
    private static boolean isTypeVariable(String name, Node context) {
        for (Node n = context; n != null; n = n.getParentNode().orElse(null)) {
            if (n instanceof NodeWithTypeParameters<?> generic
                    && generic.getTypeParameters().stream().anyMatch(p -> p.getNameAsString().equals(name))) {
                return true;
            }
            if (n instanceof TypeDeclaration<?> && ((TypeDeclaration<?>) n).isTopLevelType()) {
                break;
            }
        }
        return false;
    }
}
