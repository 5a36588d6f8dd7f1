package io.streamlint.core.engine;

import io.streamlint.core.api.Finding;
import io.streamlint.core.api.Precision;
import io.streamlint.core.api.RuleDescriptor;
import io.streamlint.core.api.RuleDoc;
import io.streamlint.core.api.Severity;
import io.streamlint.core.frontend.Suppression;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

/**
 * Suppressions written in the code (the frontend finds them: see its {@code SourceIndex}), applied to the findings
 * of a run. A finding is suppressed by its primary location. A suppression that suppresses nothing is itself
 * reported, as a note under {@link #UNUSED_ID}, so that suppressions do not outlive the code they were written for.
 */
final class Suppressions {

    /** The id of "this suppression suppresses nothing"; not a rule of the catalogue (those are SSxxx). */
    static final String UNUSED_ID = "SL001";

    static final RuleDescriptor UNUSED = new RuleDescriptor(UNUSED_ID, "UnusedSuppression", Severity.NOTE,
            "A streamlint suppression in the code suppresses no finding.", List.of("maintainability"),
            Precision.VERY_HIGH, false, RuleDoc.load(Suppressions.class, UNUSED_ID));

    /** The findings left, those suppressed, and a note for each suppression that suppressed nothing. */
    record Outcome(List<Finding> kept, List<Suppressed> suppressed, List<Finding> unused) {
    }

    private Suppressions() {
    }

    /**
     * Applies the suppressions written in the code ({@code all}, as the frontend found them) to {@code findings}.
     *
     * @param ran the ids of the rules that ran: a suppression of a rule that did not run is not "unused"
     */
    static Outcome apply(List<Finding> findings, List<Suppression> all, Set<String> ran) {
        List<Finding> kept = new ArrayList<>();
        List<Suppressed> suppressed = new ArrayList<>();
        Set<Suppression> used = new HashSet<>();
        // only a file's own suppressions can cover its findings: comparing every finding with every suppression
        // of the run grows with the product of their numbers
        Map<Path, List<Suppression>> byFile = new HashMap<>();
        all.forEach(s -> byFile.computeIfAbsent(s.file(), k -> new ArrayList<>()).add(s));
        for (Finding f : findings) {
            Suppression by = null;
            for (Suppression s : byFile.getOrDefault(f.location().file(), List.of())) {
                if (s.covers(f)) {
                    used.add(s);
                    by = by == null ? s : by;
                }
            }
            if (by == null) {
                kept.add(f);
            } else {
                suppressed.add(new Suppressed(f, Suppressed.Kind.IN_SOURCE, by.justification()));
            }
        }
        List<Finding> unused = new ArrayList<>();
        for (Suppression s : all) {
            if (used.contains(s)) {
                continue;
            }
            Set<String> unknown = new TreeSet<>(s.ids());
            unknown.removeAll(ran);
            if (unknown.isEmpty()) {
                String what = s.ids().isEmpty() ? "no rule" : String.join(", ", s.ids());
                unused.add(new Finding(UNUSED_ID, Severity.NOTE, s.written() + " suppresses nothing: " + what
                        + " reports nothing " + s.scope() + "; remove the suppression.", s.at()));
            }
        }
        return new Outcome(kept, suppressed, unused);
    }
}
