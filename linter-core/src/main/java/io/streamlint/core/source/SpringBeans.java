package io.streamlint.core.source;

import com.github.javaparser.ast.Node;
import com.github.javaparser.ast.body.CallableDeclaration;
import com.github.javaparser.ast.body.ConstructorDeclaration;
import com.github.javaparser.ast.body.FieldDeclaration;
import com.github.javaparser.ast.body.MethodDeclaration;
import com.github.javaparser.ast.body.Parameter;
import com.github.javaparser.ast.body.TypeDeclaration;
import com.github.javaparser.ast.body.VariableDeclarator;
import com.github.javaparser.ast.expr.Expression;
import com.github.javaparser.ast.nodeTypes.NodeWithAnnotations;
import com.github.javaparser.ast.stmt.ReturnStmt;
import org.jspecify.annotations.Nullable;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;

/**
 * Objects Spring (or another dependency injector) hands to the code: a field marked {@code @Autowired},
 * {@code @Inject} or {@code @Resource}, a parameter of a component's constructor or of a {@code @Bean} method, a
 * final field of a component whose constructor Lombok generates. Such a value is what the one {@code @Bean} method of
 * the code returning its type builds (a session with a local master, a reader with its options); with none or
 * several, it stays unknown.
 */
final class SpringBeans {

    private static final Set<String> INJECTS = Set.of("Autowired", "Inject", "Resource");
    private static final Set<String> COMPONENTS = Set.of("Component", "Service", "Repository", "Controller",
            "RestController", "Configuration", "SpringBootApplication");
    private static final Set<String> GENERATED_CONSTRUCTORS = Set.of("RequiredArgsConstructor", "AllArgsConstructor");
    private static final String BEAN = "Bean";

    private final Evaluator evaluator;
    private volatile @Nullable Map<String, List<MethodDeclaration>> byType;

    SpringBeans(Evaluator evaluator) {
        this.evaluator = evaluator;
    }

    /** Is {@code declaration} (a field's variable or a parameter) filled by the injector? */
    static boolean isInjected(Node declaration) {
        if (declaration instanceof VariableDeclarator v && v.getParentNode().orElse(null) instanceof FieldDeclaration f) {
            return annotated(f, INJECTS) || f.isFinal() && !f.isStatic() && v.getInitializer().isEmpty()
                    && owner(f).filter(t -> annotated(t, COMPONENTS) && annotated(t, GENERATED_CONSTRUCTORS)).isPresent();
        }
        if (declaration instanceof Parameter p && p.getParentNode().orElse(null) instanceof CallableDeclaration<?> c) {
            return c instanceof MethodDeclaration m ? annotated(m, Set.of(BEAN))
                    : c instanceof ConstructorDeclaration && (annotated(c, INJECTS)
                    || owner(c).filter(t -> annotated(t, COMPONENTS)).isPresent());
        }
        return false;
    }

    /** What the one {@code @Bean} method returning a {@code type} builds, if the code has exactly one. */
    Optional<AbstractValue> returning(String type, Node use) {
        List<MethodDeclaration> methods = beans().getOrDefault(type, List.of());
        if (methods.size() != 1) {
            return Optional.empty();
        }
        MethodDeclaration method = methods.get(0);
        List<ReturnStmt> returns = method.getBody().orElseThrow().findAll(ReturnStmt.class, r -> r.getExpression()
                .isPresent() && r.findAncestor(CallableDeclaration.class).orElse(null) == method);
        if (returns.size() != 1) {
            return Optional.empty();
        }
        Expression built = returns.get(0).getExpression().orElseThrow();
        return Optional.of(evaluator.memoized(new BeanKey(method),
                () -> evaluator.eval(built, evaluator.unboundFrame(built))));
    }

    private record BeanKey(MethodDeclaration method) {
        @Override
        public boolean equals(Object o) {
            return o instanceof BeanKey k && k.method == method;
        }

        @Override
        public int hashCode() {
            return System.identityHashCode(method);
        }
    }

    private Map<String, List<MethodDeclaration>> beans() {
        Map<String, List<MethodDeclaration>> found = byType;
        if (found == null) {
            Map<String, List<MethodDeclaration>> all = new TreeMap<>();
            for (var unit : evaluator.units()) {
                for (MethodDeclaration m : unit.findAll(MethodDeclaration.class, m -> annotated(m, Set.of(BEAN))
                        && m.getBody().isPresent() && m.getType().isClassOrInterfaceType())) {
                    all.computeIfAbsent(m.getType().asClassOrInterfaceType().getNameAsString(), k -> new ArrayList<>())
                            .add(m);
                }
            }
            byType = found = all;
        }
        return found;
    }

    private static Optional<TypeDeclaration<?>> owner(Node member) {
        return member.getParentNode().filter(n -> n instanceof TypeDeclaration<?>).map(n -> (TypeDeclaration<?>) n);
    }

    private static boolean annotated(NodeWithAnnotations<?> node, Set<String> names) {
        return node.getAnnotations().stream().anyMatch(a -> names.contains(a.getName().getIdentifier()));
    }
}
