package io.streamlint.rules;

import io.streamlint.core.api.ApplicationRule;
import io.streamlint.core.api.RuleContext;
import io.streamlint.core.api.RuleInfo;
import io.streamlint.core.api.Severity;
import io.streamlint.core.model.Application;
import io.streamlint.core.model.SparkText;

/**
 * SS044: SQL text Spark's parser rejects ({@code spark.sql}, {@code selectExpr}, {@code expr}, {@code filter} /
 * {@code where} strings), reported with Spark's own message where the rejected character is in the Java string.
 * An {@code INTERVAL} literal Spark cannot read is SS023's.
 */
@RuleInfo(id = "SS044", name = "InvalidSqlText", severity = Severity.ERROR,
        summary = "SQL text that Spark's parser rejects: the job fails where the text is handed to Spark.",
        tags = {"correctness", "sql"})
public final class InvalidSqlText implements ApplicationRule {

    @Override
    public void check(Application application, RuleContext context, Report report) {
        for (SparkText text : application.texts()) {
            if (text.kind() == SparkText.Kind.INTERVAL || text.rejection().isEmpty() || text.rejectedInterval()) {
                continue;
            }
            SparkText.Rejection rejection = text.rejection().get();
            String where = text.kind() == SparkText.Kind.SQL_STATEMENT ? "at this spark.sql(..) call"
                    : "when " + text.use() + "(..) builds its Dataset";
            report.at(rejection.at(), "Spark cannot parse the SQL text of " + text.use() + "(..): "
                    + rejection.message() + " It throws a ParseException " + where + ", before any query starts. "
                    + "Fix the SQL at the marked position.");
        }
    }
}
