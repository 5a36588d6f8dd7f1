package io.streamlint.cli;

import io.streamlint.core.api.RuleDescriptor;
import io.streamlint.core.engine.Linter;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.stream.Collectors;

/** {@code streamlint explain SS001}: prints the rule's documentation page (Markdown), as SARIF's help carries it. */
@Command(name = "explain", mixinStandardHelpOptions = true,
        description = "Prints a rule's documentation page: why it matters, how to fix it, an example.")
final class ExplainCommand implements Callable<Integer> {

    @Parameters(paramLabel = "ID", description = "A rule id, e.g. SS001 (see 'streamlint rules'), or SL001 (unused suppression).")
    String id;

    @Mixin
    RuleJars ruleJars;

    @Spec
    CommandSpec spec;

    @Override
    public Integer call() {
        List<RuleDescriptor> rules = new ArrayList<>(ruleJars.allRules(spec).descriptors());
        rules.addAll(Linter.toolRules());
        RuleDescriptor rule = rules.stream()
                .filter(r -> r.id().equalsIgnoreCase(id.trim()))
                .findFirst()
                .orElseThrow(() -> unknownRule(rules));
        String markdown = rule.page();
        PrintWriter out = spec.commandLine().getOut();
        out.print(markdown.endsWith("\n") ? markdown : markdown + "\n");
        out.flush();
        return StreamlintCommand.EXIT_CLEAN;
    }

    private ParameterException unknownRule(List<RuleDescriptor> rules) {
        String known = rules.isEmpty() ? "(none)"
                : rules.stream().map(RuleDescriptor::id).collect(Collectors.joining(", "));
        return new ParameterException(spec.commandLine(), "unknown rule '" + id + "'; known rules: " + known);
    }
}
