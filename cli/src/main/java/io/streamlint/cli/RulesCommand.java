package io.streamlint.cli;

import io.streamlint.core.api.RuleDescriptor;
import io.streamlint.core.engine.Linter;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;

/** {@code streamlint rules}: one line per rule, in id order; {@code --markdown}: the rule reference (docs/rules.md). */
@Command(name = "rules", mixinStandardHelpOptions = true,
        description = "Lists the rules and the linter's own notes (SL001): id, default severity, name and summary;"
                + " every id 'explain' and the configuration file accept.")
final class RulesCommand implements Callable<Integer> {

    @Option(names = "--markdown", description = "Print the rule reference as Markdown (the repository's docs/rules.md).")
    boolean markdown;

    @Mixin
    RuleJars ruleJars;

    @Spec
    CommandSpec spec;

    @Override
    public Integer call() {
        List<RuleDescriptor> rules = ruleJars.allRules(spec).descriptors();
        PrintWriter out = spec.commandLine().getOut();
        if (markdown) {
            out.print(reference(rules, Linter.toolRules()));
            out.flush();
            return StreamlintCommand.EXIT_CLEAN;
        }
        List<RuleDescriptor> listed = new ArrayList<>(rules);
        listed.addAll(Linter.toolRules());
        int idWidth = "ID".length();
        int nameWidth = "NAME".length();
        for (RuleDescriptor rule : listed) {
            idWidth = Math.max(idWidth, rule.id().length());
            nameWidth = Math.max(nameWidth, rule.name().length());
        }
        String row = "%-" + idWidth + "s  %-8s  %-" + nameWidth + "s  %s%n";
        out.printf(row, "ID", "SEVERITY", "NAME", "SUMMARY");
        for (RuleDescriptor rule : listed) {
            out.printf(row, rule.id(), rule.defaultSeverity().label(), rule.name(), rule.summary());
        }
        out.flush();
        return StreamlintCommand.EXIT_CLEAN;
    }

    /** The rule reference: a table generated from the rules' descriptors, linking to each rule's page. */
    static String reference(List<RuleDescriptor> rules, List<RuleDescriptor> toolRules) {
        StringBuilder md = new StringBuilder()
                .append("# Rule reference\n\n")
                .append("<!-- Generated from the rules' descriptors by `streamlint rules --markdown`; do not edit."
                        + " DocsTest fails when it is out of date. -->\n\n")
                .append("Each rule's page says what it reports, why it matters, how to fix it, with an example"
                        + " (also `streamlint explain ID`). Severities can be changed and rules switched off in"
                        + " `streamlint.yaml`. The *test code* column says whether a rule reports in test code"
                        + " (files under a test source folder such as `src/test/java`, test classes, JUnit or TestNG"
                        + " tests): production-durability warnings, about what happens to a query that runs for long,"
                        + " restarts or recovers, are not reported there.\n\n")
                .append("| id | name | default severity | precision | test code | tags | summary |\n")
                .append("|---|---|---|---|---|---|---|\n");
        for (RuleDescriptor rule : rules) {
            md.append(row(rule, "../rules/docs/" + rule.id() + ".md"));
        }
        md.append("\nThe linter's own notes (not rules of the catalogue; configured like rules):\n\n")
                .append("| id | name | default severity | precision | test code | tags | summary |\n")
                .append("|---|---|---|---|---|---|---|\n");
        for (RuleDescriptor rule : toolRules) {
            md.append(row(rule, "../linter-core/src/main/resources/streamlint/docs/" + rule.id() + ".md"));
        }
        return md.toString();
    }

    private static String row(RuleDescriptor rule, String page) {
        return "| [" + rule.id() + "](" + page + ") | " + rule.name() + " | " + rule.defaultSeverity().label() + " | "
                + rule.precision().label() + " | " + (rule.productionOnly() ? "not reported" : "reported") + " | "
                + String.join(", ", rule.tags()) + " | "
                + rule.summary().replace("|", "\\|") + " |\n";
    }
}
