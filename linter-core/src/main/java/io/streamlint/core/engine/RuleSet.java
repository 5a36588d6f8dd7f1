package io.streamlint.core.engine;

import io.streamlint.core.api.Rule;
import io.streamlint.core.api.RuleDescriptor;
import io.streamlint.core.api.RuleInfo;
import io.streamlint.core.dump.PlanDump;

import java.net.URISyntaxException;
import java.nio.file.Path;
import java.security.CodeSource;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.Comparator;
import java.util.HashMap;
import java.util.Iterator;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.ServiceConfigurationError;
import java.util.ServiceLoader;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;

/**
 * The rules of a lint, sorted by id, and whether the tool's own note on unused suppressions ({@code SL001}) is
 * reported: what a configuration may name, and what a result describes. Every rule has an id of its own, of the form
 * {@link RuleDescriptor#ID} (the built-in {@code SS001}..., a team's {@code ACME001}...).
 */
public final class RuleSet {

    private final List<Rule> rules;
    private final boolean reportUnusedSuppressions;

    private RuleSet(List<Rule> rules, boolean reportUnusedSuppressions) {
        this.rules = rules;
        this.reportUnusedSuppressions = reportUnusedSuppressions;
    }

    /**
     * {@code rules}, sorted by id, with the note on unused suppressions.
     *
     * @throws RuleSetException when a rule cannot be described, its id is malformed, or two rules have one id
     */
    public static RuleSet of(List<Rule> rules) {
        Map<String, Rule> byId = new HashMap<>();
        Set<String> toolIds = new TreeSet<>();
        Linter.toolRules().forEach(r -> toolIds.add(r.id()));
        for (Rule rule : rules) {
            String id = describe(rule).id();
            if (!RuleDescriptor.ID.matcher(id).matches()) {
                throw new RuleSetException("rule " + rule.getClass().getName() + " (" + origin(rule.getClass())
                        + ") has the id '" + id + "': a rule id is two or more capital letters and three or more"
                        + " digits, e.g. ACME001");
            }
            if (toolIds.contains(id)) {
                throw new RuleSetException("rule " + rule.getClass().getName() + " (" + origin(rule.getClass())
                        + ") has the id " + id + ", which is Streamlint's own note " + id + "; give it an id of its own");
            }
            Rule first = byId.putIfAbsent(id, rule);
            if (first != null) {
                throw new RuleSetException("two rules have the id " + id + ": " + what(first) + " and " + what(rule)
                        + "; a rule pack's ids must differ from the built-in rules' and from each other's");
            }
        }
        return new RuleSet(rules.stream().sorted(Comparator.comparing(r -> r.descriptor().id())).toList(), true);
    }

    /**
     * Every rule registered as a {@link Rule} service on the class path of {@code loader} (the built-in rules and
     * the rule packs it sees).
     *
     * @throws RuleSetException when a registered rule cannot be loaded or described, or two rules have one id
     */
    public static RuleSet loadedFrom(ClassLoader loader) {
        List<Rule> found = new ArrayList<>();
        Iterator<Rule> services = ServiceLoader.load(Rule.class, loader).iterator();
        while (true) {
            try {
                if (!services.hasNext()) {
                    break;
                }
                found.add(services.next());
            } catch (ServiceConfigurationError e) {
                throw new RuleSetException("cannot load a rule: " + e.getMessage(), e);
            }
        }
        return of(found);
    }

    private static RuleDescriptor describe(Rule rule) {
        try {
            return rule.descriptor();
        } catch (RuntimeException e) {
            throw new RuleSetException("cannot load rule " + rule.getClass().getName() + " ("
                    + origin(rule.getClass()) + "): " + e.getMessage(), e);
        }
    }

    /** The rule, its class and where it was loaded from; built-in when Streamlint's own. */
    private static String what(Rule rule) {
        boolean builtIn = rule.getClass().getName().startsWith("io.streamlint.rules.");
        return (builtIn ? "the built-in rule " : "rule ") + rule.descriptor().name() + " (" + rule.getClass().getName()
                + ", " + origin(rule.getClass()) + ")";
    }

    /** The jar or folder a class was loaded from, by its file name. */
    static String origin(Class<?> type) {
        CodeSource source = type.getProtectionDomain().getCodeSource();
        if (source == null || source.getLocation() == null) {
            return "unknown location";
        }
        try {
            Path path = Path.of(source.getLocation().toURI());
            return "from " + (path.getFileName() == null ? path : path.getFileName());
        } catch (URISyntaxException | IllegalArgumentException e) {
            return "from " + source.getLocation();
        }
    }

    /**
     * This rule set without the rules {@code ids} names (ids as in {@code SS003}, any case); naming {@code SL001}
     * leaves out the note on unused suppressions.
     *
     * @throws IllegalArgumentException naming an id no rule has, and the known ones
     */
    public RuleSet without(Collection<String> ids) {
        Set<String> disabled = new TreeSet<>();
        for (String id : ids) {
            disabled.add(knownId(id));
        }
        return new RuleSet(rules.stream().filter(r -> !disabled.contains(r.descriptor().id())).toList(),
                reportUnusedSuppressions && !disabled.contains(Linter.UNUSED_SUPPRESSION_ID));
    }

    /** This rule set with only the rules that judge queries read from plans ({@link RuleInfo#onPlans()}). */
    public RuleSet onPlans() {
        return new RuleSet(rules.stream().filter(PlanDump::judges).toList(), reportUnusedSuppressions);
    }

    /** The ids a configuration may name: every rule's, and the tool's own ({@link Linter#toolRules()}). */
    public Set<String> knownIds() {
        Set<String> known = new TreeSet<>();
        rules.forEach(r -> known.add(r.descriptor().id()));
        Linter.toolRules().forEach(r -> known.add(r.id()));
        return known;
    }

    /**
     * The ids a configuration may name, each with the option keys it may set ({@link RuleInfo#options()}; the tool's
     * own notes take none).
     */
    public Map<String, Set<String>> knownOptions() {
        Map<String, Set<String>> known = new TreeMap<>();
        knownIds().forEach(id -> known.put(id, Set.of()));
        for (Rule rule : rules) {
            RuleInfo info = rule.getClass().getAnnotation(RuleInfo.class);
            if (info != null) {
                known.put(rule.descriptor().id(), new TreeSet<>(Arrays.asList(info.options())));
            }
        }
        return known;
    }

    /**
     * {@code id} normalized ({@code ss003} is {@code SS003}).
     *
     * @throws IllegalArgumentException naming an id no rule has, and the known ones
     */
    public String knownId(String id) {
        Set<String> known = knownIds();
        String normalized = id.strip().toUpperCase(Locale.ROOT);
        if (!known.contains(normalized)) {
            throw new IllegalArgumentException("unknown rule '" + id.strip() + "' (known: " + String.join(", ", known) + ")");
        }
        return normalized;
    }

    /** The rules, sorted by id. */
    public List<Rule> rules() {
        return rules;
    }

    /** What the rules say of themselves, sorted by id. */
    public List<RuleDescriptor> descriptors() {
        return rules.stream().map(Rule::descriptor).toList();
    }

    /** The ids of the rules. */
    Set<String> ids() {
        Set<String> ids = new TreeSet<>();
        rules.forEach(r -> ids.add(r.descriptor().id()));
        return ids;
    }

    public boolean reportsUnusedSuppressions() {
        return reportUnusedSuppressions;
    }

    /** The rules a result describes: those that ran, and the tool's own notes when enabled. */
    List<RuleDescriptor> reported() {
        List<RuleDescriptor> all = new ArrayList<>(descriptors());
        if (reportUnusedSuppressions) {
            all.addAll(Linter.toolRules());
        }
        return all;
    }
}
