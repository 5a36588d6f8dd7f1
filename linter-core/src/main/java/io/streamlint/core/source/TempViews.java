package io.streamlint.core.source;

import com.github.javaparser.ast.Node;
import com.github.javaparser.ast.expr.MethodCallExpr;
import io.streamlint.core.source.Evaluator.NodePoint;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.jspecify.annotations.Nullable;

/**
 * Temp views for the {@link Evaluator}: what {@code spark.table(name)} reads when the code of the same
 * application registers a view of that name.
 */
final class TempViews {

    private final Evaluator evaluator;

    TempViews(Evaluator evaluator) {
        this.evaluator = evaluator;
    }

    private volatile @Nullable Map<String, List<MethodCallExpr>> viewRegistrations;

    /**
     * What {@code spark.table(name)} reads when the code registers a temp view of that name
     * ({@code ds.createOrReplaceTempView(name)}): one of the registered Datasets.
     */
    Optional<AbstractValue> view(String name, Node reader) {
        Map<String, List<MethodCallExpr>> registrations = viewRegistrations;
        if (registrations == null) {
            registrations = new HashMap<>();
            for (String method : List.of("createOrReplaceTempView", "createTempView", "createGlobalTempView",
                    "createOrReplaceGlobalTempView", "registerTempTable")) {
                for (MethodCallExpr call : evaluator.sources.callsNamed(method)) {
                    if (call.getArguments().size() == 1 && call.getScope().isPresent()) {
                        Map<String, List<MethodCallExpr>> byName = registrations;
                        evaluator.string(call.getArgument(0), evaluator.unboundFrame(call)).ifPresent(n ->
                                byName.computeIfAbsent(n, k -> new ArrayList<>()).add(call));
                    }
                }
            }
            viewRegistrations = registrations;
        }
        // A view is registered in a session, which belongs to one application: another application's view of the
        // same name is not this one (the code reading it may run in several applications: any of theirs).
        Set<String> readerApps = evaluator.applications.of(reader);
        List<MethodCallExpr> inApp = registrations.getOrDefault(name, List.of()).stream()
                .filter(r -> evaluator.applications.of(r).stream().anyMatch(readerApps::contains)).toList();
        List<AbstractValue.Alt> alternatives = new ArrayList<>();
        Object point = new NodePoint(inApp.isEmpty() ? null : inApp.get(0), null);
        for (MethodCallExpr registration : inApp) {
            AbstractValue v = evaluator.eval(registration.getScope().orElseThrow(), evaluator.unboundFrame(registration));
            if (Choices.alternatives(v).stream().allMatch(a -> a.value() instanceof AbstractValue.Data)) {
                alternatives.add(new AbstractValue.Alt(v, List.of(new AbstractValue.Choice(point, "view " + alternatives.size(),
                        Code.location(registration), "the view " + name + " registered here"))));
            }
        }
        return alternatives.isEmpty() ? Optional.empty() : Optional.of(Choices.oneOf(alternatives));
    }
}
