package io.streamlint.core.source;

import com.github.javaparser.ast.CompilationUnit;
import com.github.javaparser.ast.ImportDeclaration;
import com.github.javaparser.ast.Node;
import com.github.javaparser.ast.body.TypeDeclaration;
import com.github.javaparser.ast.expr.Expression;
import com.github.javaparser.ast.type.ClassOrInterfaceType;
import com.github.javaparser.ast.type.Type;
import com.github.javaparser.resolution.types.ResolvedType;
import io.streamlint.core.model.Options;
import io.streamlint.core.model.Plan;
import io.streamlint.core.model.Setting;
import io.streamlint.core.model.Sink;
import io.streamlint.core.model.SourceLocation;
import io.streamlint.core.model.Value;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

import static io.streamlint.core.source.Evaluator.unknownStr;

/**
 * What a declared type tells the {@link Evaluator}: whether a type (or an unknown receiver) is Spark's, and what
 * a variable of that type may hold when its value cannot be seen.
 */
final class DeclaredTypes {

    private final Evaluator evaluator;
    private final SpringBeans springBeans;

    DeclaredTypes(Evaluator evaluator) {
        this.evaluator = evaluator;
        this.springBeans = new SpringBeans(evaluator);
    }

    /** Spark types a declared type may name. */
    private static final Set<String> SPARK_TYPES = Set.of("SparkSession", "Dataset", "DataStreamReader",
            "DataStreamWriter", "DataFrameReader", "SparkConf", "Column", "RelationalGroupedDataset",
            "KeyValueGroupedDataset", "RuntimeConfig", "Row", "StreamingQuery", "SQLContext", "SaveMode", "Trigger",
            "OutputMode", "DataFrameWriter", "DataFrameWriterV2");

    static final Set<String> MAP_TYPES = Set.of("Map", "HashMap", "LinkedHashMap", "TreeMap",
            "ImmutableMap", "Properties", "ConcurrentHashMap", "Hashtable");

    static final Set<String> COLLECTION_TYPES = Set.of("List", "ArrayList", "LinkedList", "Set", "HashSet",
            "LinkedHashSet", "TreeSet", "Collection", "ArrayDeque", "Deque", "Queue", "CopyOnWriteArrayList",
            "Vector", "Iterable");

    /** What a variable of declared type {@code type} may hold when we cannot see its value. */
    AbstractValue fromDeclaredType(Type type, Node context) {
        if (!type.isClassOrInterfaceType()) {
            return type.isPrimitiveType() ? unknownStr("primitive") : new AbstractValue.Unknown("type " + type);
        }
        String name = type.asClassOrInterfaceType().getNameAsString();
        if (name.equals("String")) {
            return unknownStr("a String we cannot see");
        }
        if (MAP_TYPES.contains(name)) {
            return new AbstractValue.Entries(Options.unknown("a map we cannot see"));
        }
        if (!isSparkType(type, context)) {
            if (COLLECTION_TYPES.contains(name)) {
                return new AbstractValue.Unknown("a collection we cannot see");
            }
            List<TypeDeclaration<?>> declared = evaluator.types.named(name, context);
            return new AbstractValue.Foreign(declared.size() == 1 ? Types.objectName(declared.get(0)) : name, false);
        }
        Optional<AbstractValue> bean = SpringBeans.isInjected(context) ? springBeans.returning(name, context) : Optional.empty();
        if (bean.isPresent()) {
            return bean.get();
        }
        String reason = "a " + name + " we cannot see";
        SourceLocation at = Code.location(context);
        AbstractValue.Session session = Sessions.untraced(context);
        return switch (name) {
            case "SparkSession", "SQLContext" -> session;
            case "Dataset" -> new AbstractValue.Data(new Plan.Untraced(reason, Code.text(context), at), session);
            case "DataStreamReader", "DataFrameReader" -> new AbstractValue.Reader(name.equals("DataStreamReader"),
                    Optional.of(new Setting(Value.unknown(reason), at)), Options.unknown(reason),
                    Optional.of(new Setting(Value.unknown(reason), at)), session, at);
            case "DataStreamWriter" -> new AbstractValue.Writer(new AbstractValue.Data(new Plan.Untraced(reason, Code.text(context), at),
                    session), null, at, Sink.Kind.FORMAT, Optional.of(new Setting(Value.unknown(reason), at)),
                    Optional.of(new Setting(Value.unknown(reason), at)), Optional.of(new Setting(Value.unknown(reason), at)),
                    Optional.of(new io.streamlint.core.model.Trigger(Value.unknown(reason), Value.unknown(reason), at)),
                    Options.unknown(reason), Optional.empty(), Optional.empty(), Optional.empty());
            case "SparkConf" -> new AbstractValue.Entries(Options.unknown(reason));
            default -> new AbstractValue.Unknown(reason);
        };
    }

    /** Is {@code type} (as written at {@code context}) one of Spark's? By the imports, or the solver. */
    boolean isSparkType(Type type, Node context) {
        if (!type.isClassOrInterfaceType()) {
            return false;
        }
        ClassOrInterfaceType t = type.asClassOrInterfaceType();
        if (t.getScope().isPresent()) {
            return t.getScope().get().asString().startsWith("org.apache.spark");
        }
        String name = t.getNameAsString();
        CompilationUnit cu = context.findCompilationUnit().orElse(null);
        if (cu == null) {
            return false;
        }
        for (ImportDeclaration imp : cu.getImports()) {
            if (imp.isStatic()) {
                continue;
            }
            if (!imp.isAsterisk() && imp.getName().getIdentifier().equals(name)) {
                return imp.getNameAsString().startsWith("org.apache.spark.");
            }
        }
        return SPARK_TYPES.contains(name) && cu.getImports().stream()
                .anyMatch(i -> !i.isStatic() && i.isAsterisk() && i.getNameAsString().startsWith("org.apache.spark"));
    }

    /**
     * Can an unknown receiver of {@code readStream()}/{@code writeStream()} be Spark's? With a class path, the
     * solver decides when it can type it; otherwise the file must import Spark.
     */
    boolean isSparkReceiver(Expression receiver) {
        if (evaluator.sources.enableSymbolResolution(receiver)) {
            try {
                ResolvedType type = evaluator.sources.resolvedType(receiver);
                if (type.isReferenceType()) {
                    return type.asReferenceType().getQualifiedName().startsWith("org.apache.spark.");
                }
                return false;
            } catch (RuntimeException | StackOverflowError e) {
                // unresolvable: go by the imports
            }
        }
        return receiver.findCompilationUnit().map(cu -> cu.getImports().stream()
                .anyMatch(i -> i.getNameAsString().startsWith("org.apache.spark.sql"))).orElse(false);
    }
}
