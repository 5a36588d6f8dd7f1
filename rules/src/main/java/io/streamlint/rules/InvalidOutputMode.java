package io.streamlint.rules;

import io.streamlint.core.api.QueryRule;
import io.streamlint.core.api.RuleContext;
import io.streamlint.core.api.RuleInfo;
import io.streamlint.core.api.Severity;
import io.streamlint.core.model.Setting;
import io.streamlint.core.model.SinkFacts;
import io.streamlint.core.model.StreamingQuery;

import java.util.Locale;
import java.util.Optional;

/** SS009: {@code outputMode("...")} with a name Spark does not know; it throws at that call. */
@RuleInfo(id = "SS009", name = "InvalidOutputMode", severity = Severity.ERROR,
        summary = "outputMode(...) names an output mode Spark does not know: it throws at that call.",
        tags = {"correctness", "output-mode"},
        sparkRejections = {
                // InternalOutputModes.apply: the error class in 4.x, the plain message in 3.5
                "STREAMING_OUTPUT_MODE\\.INVALID|Unknown output mode"
        })
public final class InvalidOutputMode implements QueryRule {

    @Override
    public void check(StreamingQuery query, RuleContext context, Report report) {
        Optional<Setting> mode = query.sink().outputMode();
        Optional<String> name = mode.flatMap(m -> m.value().text());
        if (name.isEmpty() || SinkFacts.OUTPUT_MODES.contains(name.get().toLowerCase(Locale.ROOT))) {
            return;
        }
        String suggestion = SinkFacts.OUTPUT_MODES.stream()
                .filter(m -> distance(m, name.get().toLowerCase(Locale.ROOT)) <= 2)
                .findFirst().map(m -> "Did you mean \"" + m + "\"? ").orElse("");
        report.at(mode.get().location(), "outputMode(\"" + name.get() + "\") of " + query.subject()
                + " is not an output mode: Spark throws " + context.spark().invalidOutputModeError()
                + " at this call. " + suggestion + "Use \"append\", \"update\" or \"complete\", or OutputMode.Append(), "
                + "OutputMode.Update(), OutputMode.Complete().");
    }

    /** Levenshtein distance, for a suggestion when the name is a typo. */
    private static int distance(String a, String b) {
        int[] previous = new int[b.length() + 1];
        for (int j = 0; j <= b.length(); j++) {
            previous[j] = j;
        }
        for (int i = 1; i <= a.length(); i++) {
            int[] current = new int[b.length() + 1];
            current[0] = i;
            for (int j = 1; j <= b.length(); j++) {
                int substitution = previous[j - 1] + (a.charAt(i - 1) == b.charAt(j - 1) ? 0 : 1);
                current[j] = Math.min(substitution, Math.min(previous[j] + 1, current[j - 1] + 1));
            }
            previous = current;
        }
        return previous[b.length()];
    }
}
