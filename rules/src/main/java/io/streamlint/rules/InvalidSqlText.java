package io.streamlint.rules;

import io.streamlint.core.api.ApplicationRule;
import io.streamlint.core.api.RuleContext;
import io.streamlint.core.api.RuleInfo;
import io.streamlint.core.api.Severity;
import io.streamlint.core.model.Application;
import io.streamlint.core.model.SparkText;
import io.streamlint.core.model.SparkVersion;

import java.util.regex.Pattern;

/**
 * SS044: SQL text Spark's parser rejects ({@code spark.sql}, {@code selectExpr}, {@code expr}, {@code filter} /
 * {@code where} strings), reported with Spark's own message where the rejected character is in the Java string.
 * An {@code INTERVAL} literal Spark cannot read is SS023's. A text Spark rejects at a {@code String.format}
 * placeholder ({@code INSERT INTO %s ..}) is a template seen before formatting, on a branch the linter cannot rule
 * out ({@code args.length > 0 ? String.format(sql, args) : sql}): left alone.
 */
@RuleInfo(id = "SS044", name = "InvalidSqlText", severity = Severity.ERROR,
        summary = "SQL text that Spark's parser rejects: the job fails where the text is handed to Spark.",
        tags = {"correctness", "sql"},
        sparkRejections = {
                // AbstractParser.parse (spark.sql, selectExpr, expr, filter/where strings): Spark's parse errors, 3.5
                // and 4.x
                "\\[PARSE_SYNTAX_ERROR\\]"
        })
public final class InvalidSqlText implements ApplicationRule {

    /** SQL's {@code WATERMARK col DELAY OF interval} clause, new in Spark 4.1's grammar. */
    private static final Pattern WATERMARK_CLAUSE = Pattern.compile("(?is)\\bWATERMARK\\b.+?\\bDELAY\\s+OF\\b");
    private static final Pattern FORMAT_PLACEHOLDER = Pattern.compile("%(\\d+\\$)?[-#+ 0,(]*\\d*(\\.\\d+)?[sSdfxXbBc]");

    @Override
    public void check(Application application, RuleContext context, Report report) {
        for (SparkText text : application.texts()) {
            if (text.kind() == SparkText.Kind.INTERVAL || text.rejection().isEmpty() || text.rejectedInterval()
                    || rejectedAtFormatPlaceholder(text)) {
                continue;
            }
            SparkText.Rejection rejection = text.rejection().get();
            String where = text.kind() == SparkText.Kind.SQL_STATEMENT ? "at this spark.sql(..) call"
                    : "when " + text.use() + "(..) builds its Dataset";
            report.at(rejection.at(), "Spark cannot parse the SQL text of " + text.use() + "(..): "
                    + rejection.message() + " It throws a ParseException " + where + ", before any query starts. "
                    + fix(text, context));
        }
    }

    private static String fix(SparkText text, RuleContext context) {
        if (!context.spark().version().atLeast(SparkVersion.V4_1) && WATERMARK_CLAUSE.matcher(text.text()).find()) {
            return "The WATERMARK .. DELAY OF clause is Spark 4.1 syntax, which Spark " + context.spark().version()
                    + " does not have: on " + context.spark().version() + ", call withWatermark(..) on the Dataset"
                    + " before registering its view; if the job runs on Spark 4.1, lint it with --spark-version 4.1"
                    + " (sparkVersion in the Maven plugin).";
        }
        return "Fix the SQL at the marked position.";
    }

    /** Spark stops at a '%' and the text holds a java.util.Formatter placeholder such as %s, %d or %1$s. */
    private static boolean rejectedAtFormatPlaceholder(SparkText text) {
        return text.rejection().get().message().contains("'%'") && FORMAT_PLACEHOLDER.matcher(text.text()).find();
    }
}
