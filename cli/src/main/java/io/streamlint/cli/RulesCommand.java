package io.streamlint.cli;

import io.streamlint.core.api.RuleDescriptor;
import io.streamlint.core.engine.Linter;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

import java.io.PrintWriter;
import java.util.List;
import java.util.concurrent.Callable;

/** {@code streamlint rules}: one line per rule, in id order. */
@Command(name = "rules", mixinStandardHelpOptions = true,
        description = "Lists the rules: id, default severity, name and summary.")
final class RulesCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Override
    public Integer call() {
        List<RuleDescriptor> rules = Linter.withRulesFrom(RulesCommand.class.getClassLoader()).rules();
        int idWidth = "ID".length();
        int nameWidth = "NAME".length();
        for (RuleDescriptor rule : rules) {
            idWidth = Math.max(idWidth, rule.id().length());
            nameWidth = Math.max(nameWidth, rule.name().length());
        }
        String row = "%-" + idWidth + "s  %-8s  %-" + nameWidth + "s  %s%n";
        PrintWriter out = spec.commandLine().getOut();
        out.printf(row, "ID", "SEVERITY", "NAME", "SUMMARY");
        for (RuleDescriptor rule : rules) {
            out.printf(row, rule.id(), rule.defaultSeverity().label(), rule.name(), rule.summary());
        }
        out.flush();
        return StreamlintCommand.EXIT_CLEAN;
    }
}
