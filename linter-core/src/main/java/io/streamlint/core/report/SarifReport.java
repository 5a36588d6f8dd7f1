package io.streamlint.core.report;

import com.contrastsecurity.sarif.ArtifactContent;
import com.contrastsecurity.sarif.ArtifactLocation;
import com.contrastsecurity.sarif.Invocation;
import com.contrastsecurity.sarif.Location;
import com.contrastsecurity.sarif.LogicalLocation;
import com.contrastsecurity.sarif.Message;
import com.contrastsecurity.sarif.MultiformatMessageString;
import com.contrastsecurity.sarif.Notification;
import com.contrastsecurity.sarif.OriginalUriBaseIds;
import com.contrastsecurity.sarif.PartialFingerprints;
import com.contrastsecurity.sarif.PhysicalLocation;
import com.contrastsecurity.sarif.PropertyBag;
import com.contrastsecurity.sarif.Region;
import com.contrastsecurity.sarif.ReportingConfiguration;
import com.contrastsecurity.sarif.ReportingDescriptor;
import com.contrastsecurity.sarif.Result;
import com.contrastsecurity.sarif.Run;
import com.contrastsecurity.sarif.RunAutomationDetails;
import com.contrastsecurity.sarif.Suppression;
import com.contrastsecurity.sarif.SarifSchema210;
import com.contrastsecurity.sarif.Tool;
import com.contrastsecurity.sarif.ToolComponent;
import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.util.DefaultIndenter;
import com.fasterxml.jackson.core.util.DefaultPrettyPrinter;
import com.fasterxml.jackson.core.util.Separators;
import com.fasterxml.jackson.databind.ObjectWriter;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.json.JsonMapper;
import io.streamlint.core.api.Finding;
import io.streamlint.core.api.Problem;
import io.streamlint.core.api.RuleDescriptor;
import io.streamlint.core.api.RuleDoc;
import io.streamlint.core.engine.FindingKey;
import io.streamlint.core.engine.LintResult;
import io.streamlint.core.engine.Suppressed;
import io.streamlint.core.model.RelatedLocation;
import io.streamlint.core.model.SourceLocation;
import io.streamlint.core.support.SourceText;
import io.streamlint.core.support.ToolInfo;
import org.jspecify.annotations.Nullable;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;

/**
 * A {@link LintResult} as a SARIF 2.1.0 log for GitHub code scanning and other SARIF viewers.
 * The same result always gives the same bytes: no times, no absolute paths, no host names, stable key order.
 */
public final class SarifReport {

    public static final String SCHEMA_URI = "https://json.schemastore.org/sarif-2.1.0.json";
    /** The base every artifact URI is relative to; its value is the source root, left out for reproducibility. */
    public static final String SOURCE_ROOT_BASE_ID = "%SRCROOT%";

    private static final ObjectWriter WRITER = writer();

    private SarifReport() {
    }

    /**
     * How to render.
     *
     * @param category          GitHub code scanning's analysis category ({@code automationDetails.id}); null: none
     * @param includeSuppressed also write suppressed and baselined findings, marked with {@code suppressions[]}
     * @param informationUri    the tool's home page, when the user knows a real one; null: none
     * @param helpUriTemplate   where the rule pages are, when the user publishes them: {@code {id}} stands for the
     *                          rule id, e.g. {@code https://wiki.example.com/streamlint/{id}.html}; null: none (the
     *                          page is in {@code help.markdown} anyway)
     */
    public record Options(@Nullable String category, boolean includeSuppressed, @Nullable URI informationUri,
                          @Nullable String helpUriTemplate) {
        public static final Options DEFAULT = new Options(null, false, null, null);

        public Options {
            if (helpUriTemplate != null && !helpUriTemplate.contains(ID_PLACEHOLDER)) {
                throw new IllegalArgumentException("the rule help URI must contain " + ID_PLACEHOLDER + ": " + helpUriTemplate);
            }
            if (helpUriTemplate != null) {
                URI.create(helpUriTemplate.replace(ID_PLACEHOLDER, "SS001")); // fails early on a malformed address
            }
        }
    }

    /** Stands for the rule id in {@link Options#helpUriTemplate}. */
    public static final String ID_PLACEHOLDER = "{id}";

    /** GitHub code scanning's limits (larger logs are rejected or cut): results per run, locations per result, tags per rule. */
    static final int MAX_RESULTS = 25_000;
    static final int MAX_RELATED_LOCATIONS = 1_000;
    static final int MAX_TAGS = 20;

    /** Our own fingerprint in {@code partialFingerprints}: the finding's structural key, see {@link FindingKey}. */
    public static final String FINGERPRINT_KEY = "streamlintFindingKey/v1";
    /** GitHub's line fingerprint, computed as its upload action would. */
    public static final String LINE_HASH_KEY = "primaryLocationLineHash";

    public static String render(LintResult result) {
        return render(result, Options.DEFAULT);
    }

    public static String render(LintResult result, Options options) {
        List<RuleDescriptor> rules = result.rules().stream()
                .sorted(Comparator.comparing(RuleDescriptor::id)).toList();
        Map<String, Integer> ruleIndex = new HashMap<>();
        for (int i = 0; i < rules.size(); i++) {
            ruleIndex.put(rules.get(i).id(), i);
        }
        Path root = result.sourceRoot();

        LinkedHashSet<ReportingDescriptor> driverRules = new LinkedHashSet<>();
        rules.forEach(rule -> driverRules.add(rule(rule, options)));
        ToolComponent driver = new ToolComponent()
                .withName(ToolInfo.NAME)
                .withVersion(ToolInfo.version())
                .withRules(driverRules);
        if (options.informationUri() != null) {
            driver.setInformationUri(options.informationUri());
        }
        if (ToolInfo.isSemanticVersion(ToolInfo.version())) {
            driver.setSemanticVersion(ToolInfo.version());
        }

        List<Written> reported = new ArrayList<>();
        result.findings().forEach(f -> reported.add(new Written(f, null)));
        if (options.includeSuppressed()) {
            result.suppressed().forEach(s -> reported.add(new Written(s.finding(), s)));
        }
        reported.sort(Comparator.comparing(Written::finding));
        Texts texts = new Texts();
        List<Result> results = new ArrayList<>(); // stays [] on a clean run: the log is of a real scan
        for (Written entry : reported.subList(0, Math.min(reported.size(), MAX_RESULTS))) {
            Finding finding = entry.finding();
            Result sarif = new Result()
                    .withRuleId(finding.ruleId())
                    .withRuleIndex(ruleIndex.get(finding.ruleId()))
                    .withLevel(Result.Level.fromValue(finding.severity().label()))
                    .withMessage(new Message().withText(finding.message()))
                    .withLocations(List.of(withElement(result, texts.withContext(location(root,
                            finding.location().file(), texts.withSnippet(region(finding.location()), finding.location())),
                            finding.location()), finding.location())))
                    .withPartialFingerprints(fingerprints(result, finding, texts));
            if (!finding.related().isEmpty()) {
                LinkedHashSet<Location> related = new LinkedHashSet<>();
                int id = 1;
                for (RelatedLocation r : finding.related().subList(0, Math.min(finding.related().size(), MAX_RELATED_LOCATIONS))) {
                    related.add(withElement(result, location(root, r.location().file(), region(r.location())), r.location())
                            .withId(id++)
                            .withMessage(new Message().withText(r.message())));
                }
                sarif.setRelatedLocations(related);
            }
            if (entry.suppressed() != null) {
                Suppressed s = entry.suppressed();
                Suppression suppression = new Suppression()
                        .withKind(s.kind() == Suppressed.Kind.IN_SOURCE ? Suppression.Kind.IN_SOURCE : Suppression.Kind.EXTERNAL)
                        .withStatus(Suppression.Status.ACCEPTED);
                if (!s.justification().isBlank()) {
                    suppression.setJustification(s.justification());
                }
                sarif.setSuppressions(new LinkedHashSet<>(List.of(suppression)));
            }
            results.add(sarif);
        }

        // executionSuccessful stays true when files had problems: the tool still ran to the end and reported
        // on every other file. Problems are error notifications, which GitHub lists as tool errors; false is
        // kept for a run that did not finish, and such a run writes no report.
        List<Notification> notifications = new ArrayList<>();
        for (Problem problem : result.problems()) {
            notifications.add(new Notification()
                    .withLevel(problem.isNote() ? Notification.Level.NOTE : Notification.Level.ERROR)
                    .withMessage(new Message().withText(problem.message()))
                    .withLocations(new LinkedHashSet<>(List.of(location(root, problem.file(), region(problem))))));
        }
        if (reported.size() > MAX_RESULTS) {
            notifications.add(new Notification()
                    .withLevel(Notification.Level.WARNING)
                    .withMessage(new Message().withText("Only the first " + MAX_RESULTS + " of " + reported.size()
                            + " results are in this log (GitHub code scanning takes no more per run).")));
        }
        Invocation invocation = new Invocation().withExecutionSuccessful(true);
        if (!notifications.isEmpty()) {
            invocation.setToolExecutionNotifications(notifications);
        }

        Run run = new Run()
                .withTool(new Tool().withDriver(driver))
                .withInvocations(List.of(invocation))
                .withOriginalUriBaseIds(new OriginalUriBaseIds().withAdditionalProperty(SOURCE_ROOT_BASE_ID,
                        new ArtifactLocation().withDescription(new Message().withText(
                                "The source root: the folder that the paths in this log are relative to."))))
                .withResults(results)
                .withColumnKind(Run.ColumnKind.UTF_16_CODE_UNITS);
        if (options.category() != null && !options.category().isBlank()) {
            String category = options.category().strip();
            run.setAutomationDetails(new RunAutomationDetails().withId(category.endsWith("/") ? category : category + "/"));
        }
        SarifSchema210 log = new SarifSchema210()
                .with$schema(URI.create(SCHEMA_URI))
                .withVersion(SarifSchema210.Version._2_1_0)
                .withRuns(List.of(run));
        try {
            return WRITER.writeValueAsString(log) + "\n";
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("cannot write SARIF", e); // plain model objects: cannot happen
        }
    }

    private static ReportingDescriptor rule(RuleDescriptor rule, Options options) {
        RuleDoc doc = rule.doc();
        String why = doc.why().isBlank() ? rule.summary() : PlainText.fromMarkdown(doc.why());
        String whyAndFix = doc.fix().isBlank() ? why : why + "\n\nFix: " + PlainText.fromMarkdown(doc.fix());
        String help = rule.productionOnly() ? whyAndFix + "\n\n" + RuleDescriptor.NOT_IN_TEST_CODE : whyAndFix;
        ReportingDescriptor descriptor = new ReportingDescriptor()
                .withId(rule.id())
                .withName(rule.name())
                .withShortDescription(new MultiformatMessageString().withText(rule.summary()))
                .withFullDescription(new MultiformatMessageString().withText(why))
                .withDefaultConfiguration(new ReportingConfiguration()
                        .withLevel(ReportingConfiguration.Level.fromValue(rule.defaultSeverity().label())))
                .withHelp(new MultiformatMessageString().withText(help).withMarkdown(rule.page()));
        if (options.helpUriTemplate() != null) {
            descriptor.setHelpUri(URI.create(options.helpUriTemplate().replace(ID_PLACEHOLDER, rule.id())));
        }
        PropertyBag properties = new PropertyBag()
                .withAdditionalProperty("precision", rule.precision().label())
                .withAdditionalProperty("problem.severity", switch (rule.defaultSeverity()) {
                    case ERROR -> "error";
                    case WARNING -> "warning";
                    case NOTE -> "recommendation";
                });
        if (!rule.tags().isEmpty()) {
            properties.setTags(new LinkedHashSet<>(rule.tags().subList(0, Math.min(rule.tags().size(), MAX_TAGS))));
        }
        descriptor.setProperties(properties);
        return descriptor;
    }

    /** A finding written as a result; {@code suppressed} says why it is suppressed, null for a reported one. */
    private record Written(Finding finding, @Nullable Suppressed suppressed) {
    }

    /** GitHub's line hash of the primary location (when the file can be read) and the finding's own key. */
    private static PartialFingerprints fingerprints(LintResult result, Finding finding, Texts texts) {
        PartialFingerprints fingerprints = new PartialFingerprints();
        Path file = finding.location().file();
        String lineHash = texts.lineHashes(file).get(Math.max(finding.location().line(), 1));
        if (lineHash != null) {
            fingerprints.setAdditionalProperty(LINE_HASH_KEY, lineHash);
        }
        FindingKey key = result.keys().get(finding);
        if (key != null) {
            fingerprints.setAdditionalProperty(FINGERPRINT_KEY,
                    key.fingerprint(finding.ruleId(), ReportPaths.relative(result.sourceRoot(), file)));
        }
        return fingerprints;
    }

    /**
     * The linted files' texts, read once per report; unreadable or non-UTF-8 files have none, nor has anything
     * that is not a regular file (a location naming {@code /dev/zero} or a named pipe is never opened) or is
     * larger than {@link #MAX_TEXT_BYTES}.
     */
    private static final class Texts {
        private static final long MAX_TEXT_BYTES = 64L * 1024 * 1024;
        private final Map<Path, List<String>> lines = new HashMap<>();
        private final Map<Path, Map<Integer, String>> hashes = new HashMap<>();

        private List<String> lines(Path file) {
            return lines.computeIfAbsent(file, f -> {
                try {
                    if (!Files.isRegularFile(f) || Files.size(f) > MAX_TEXT_BYTES) {
                        return List.of();
                    }
                    return SourceText.utf8(Files.readAllBytes(f)).map(text -> List.of(text.split("\\r\\n|\\r|\\n", -1)))
                            .orElse(List.of());
                } catch (IOException | UncheckedIOException e) {
                    return List.of();
                }
            });
        }

        Map<Integer, String> lineHashes(Path file) {
            return hashes.computeIfAbsent(file, f -> {
                List<String> text = lines(f);
                // GitHub's action would hash an unreadable file as it can; better none than a wrong one.
                return text.isEmpty() ? Map.of() : LineHashes.of(String.join("\n", text));
            });
        }

        /** {@code region} with the flagged code as its snippet, when the file can be read and the region is in it. */
        @Nullable Region withSnippet(@Nullable Region region, SourceLocation at) {
            if (region == null) {
                return null;
            }
            List<String> text = lines(at.file());
            if (at.line() <= 0 || at.column() <= 0 || at.endLine() < at.line() || at.endColumn() <= 0 || at.endLine() > text.size()) {
                return region;
            }
            StringBuilder snippet = new StringBuilder();
            for (int n = at.line(); n <= at.endLine(); n++) {
                String line = text.get(n - 1);
                int from = n == at.line() ? Math.min(at.column() - 1, line.length()) : 0;
                int to = n == at.endLine() ? Math.min(at.endColumn(), line.length()) : line.length();
                snippet.append(line, from, Math.max(from, to)).append(n < at.endLine() ? "\n" : "");
            }
            return region.withSnippet(new ArtifactContent().withText(snippet.toString()));
        }

        /** {@code location} with a context region: its lines and the one before and after, for viewers. */
        Location withContext(Location location, SourceLocation at) {
            List<String> text = lines(at.file());
            int last = Math.max(at.line(), at.endLine());
            if (at.line() <= 0 || last > text.size()) {
                return location;
            }
            int from = Math.max(1, at.line() - 1);
            int to = Math.min(text.size(), last + 1);
            location.getPhysicalLocation().setContextRegion(new Region().withStartLine(from).withEndLine(to)
                    .withSnippet(new ArtifactContent().withText(String.join("\n", text.subList(from - 1, to)))));
            return location;
        }
    }

    /**
     * {@code location} with the named element the result holds for its line as a logical location: in a plan dump,
     * the plan node (its name, and its path from the plan's root) or the writer.
     */
    private static Location withElement(LintResult result, Location location, SourceLocation at) {
        result.elementAt(at).ifPresent(e -> location.setLogicalLocations(new LinkedHashSet<>(List.of(
                new LogicalLocation().withName(e.name()).withFullyQualifiedName(e.path())))));
        return location;
    }

    private static Location location(Path root, Path file, @Nullable Region region) {
        return new Location().withPhysicalLocation(new PhysicalLocation()
                .withArtifactLocation(new ArtifactLocation()
                        .withUri(ReportPaths.relativeUri(root, file))
                        .withUriBaseId(SOURCE_ROOT_BASE_ID))
                .withRegion(region));
    }

    /**
     * SARIF's endColumn is exclusive, SourceLocation's inclusive. Unknown (0) and impossible positions are left
     * out: no region without a start line of at least 1, no end before the start, no end column that would overflow.
     */
    private static @Nullable Region region(SourceLocation at) {
        if (at.line() <= 0) {
            return null;
        }
        Region region = new Region().withStartLine(at.line());
        if (at.column() > 0) {
            region.setStartColumn(at.column());
        }
        if (at.endLine() >= at.line()) {
            region.setEndLine(at.endLine());
            boolean endAfterStart = at.endLine() > at.line() || at.column() <= 0 || at.endColumn() >= at.column();
            if (at.endColumn() > 0 && at.endColumn() < Integer.MAX_VALUE && endAfterStart) {
                region.setEndColumn(at.endColumn() + 1);
            }
        }
        return region;
    }

    /** A problem's position, if it has one: a region needs a start line. */
    private static @Nullable Region region(Problem problem) {
        if (problem.line() <= 0) {
            return null;
        }
        Region region = new Region().withStartLine(problem.line());
        if (problem.column() > 0) {
            region.setStartColumn(problem.column());
        }
        return region;
    }

    private static ObjectWriter writer() {
        // The model's classes are @JsonInclude(NON_DEFAULT): a value equal to what the no-argument constructor
        // sets is dropped. That is harmless for its -1 indexes and the like, but a level means something else
        // when absent: a result without one takes its rule's default level, so a warning under an error rule
        // would turn into an error. Levels are therefore always written when set.
        JsonMapper mapper = JsonMapper.builder()
                .addMixIn(Result.class, LevelAlwaysWritten.class)
                .addMixIn(Notification.class, LevelAlwaysWritten.class)
                .addMixIn(ReportingConfiguration.class, LevelAlwaysWritten.class)
                .enable(SerializationFeature.ORDER_MAP_ENTRIES_BY_KEYS)
                .build();
        DefaultIndenter twoSpaces = new DefaultIndenter("  ", "\n");
        DefaultPrettyPrinter printer = new DefaultPrettyPrinter(Separators.createDefaultInstance()
                .withObjectFieldValueSpacing(Separators.Spacing.AFTER)
                .withObjectEmptySeparator("")
                .withArrayEmptySeparator(""))
                .withObjectIndenter(twoSpaces)
                .withArrayIndenter(twoSpaces);
        return mapper.writer(printer);
    }

    /** Mix-in: the {@code level} property of the class it is mixed into is written whenever it is not null. */
    private abstract static class LevelAlwaysWritten {
        @JsonInclude(JsonInclude.Include.NON_NULL)
        abstract Object getLevel();
    }
}
