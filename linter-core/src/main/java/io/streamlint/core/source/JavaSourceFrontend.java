package io.streamlint.core.source;

import com.github.javaparser.ast.CompilationUnit;
import com.github.javaparser.ast.expr.MethodCallExpr;
import io.streamlint.core.api.Problem;
import io.streamlint.core.model.SourceLocation;
import io.streamlint.core.sql.SqlParser;
import io.streamlint.core.support.LargeStacks;
import io.streamlint.core.support.Progress;

import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * Java source → the application model. Every call that builds or uses something rules judge is observed,
 * in each calling context of the method it sits in (one per visible call of that method, with the helper's
 * parameters bound to the caller's arguments) and along each choice of branches: reader loads (streaming
 * sources), Dataset chains and batch actions (lineages), {@code start(..)}/{@code toTable(..)} (queries),
 * sessions and the configuration written to them.
 */
public final class JavaSourceFrontend {

    private final int languageLevel;
    private final List<Path> classpath;
    private final long maxFileBytes;
    private final SqlParser parser;
    private final Budget budget;
    private final Duration parseTime;

    public JavaSourceFrontend(int languageLevel, List<Path> classpath, long maxFileBytes) {
        this(languageLevel, classpath, maxFileBytes, SqlParser.DEFAULT);
    }

    /** A frontend that reads SQL text and interval strings with {@code parser}. */
    public JavaSourceFrontend(int languageLevel, List<Path> classpath, long maxFileBytes, SqlParser parser) {
        this(languageLevel, classpath, maxFileBytes, parser, Budget.of(Budget.DEFAULT_STEPS, Budget.DEFAULT_TIME));
    }

    /** A frontend that gives each file's analysis {@code budget}, and its parse as long. */
    JavaSourceFrontend(int languageLevel, List<Path> classpath, long maxFileBytes, SqlParser parser, Budget budget) {
        this(languageLevel, classpath, maxFileBytes, parser, budget, budget.time());
    }

    /** A frontend that gives each file's analysis {@code budget} and its parse {@code parseTime}. */
    JavaSourceFrontend(int languageLevel, List<Path> classpath, long maxFileBytes, SqlParser parser, Budget budget,
                       Duration parseTime) {
        this.languageLevel = languageLevel;
        this.classpath = List.copyOf(classpath);
        this.maxFileBytes = maxFileBytes;
        this.parser = parser;
        this.budget = budget;
        this.parseTime = parseTime;
    }

    /** Models {@code files}, and indexes them for the steps after the rules. */
    public Extraction extract(List<Path> files) {
        return extract(files, Progress.ignored());
    }

    /**
     * Models {@code files}, indexes them for the steps after the rules, and tells {@code progress} of each file read
     * and each file analysed.
     */
    public Extraction extract(List<Path> files, Progress progress) {
        long started = System.nanoTime();
        SourceSet sources = new SourceSet(languageLevel, classpath, maxFileBytes, parseTime);
        progress.start(Progress.Stage.READING, files.size());
        sources.load(files, JavaSuppressions::mayHoldSuppression, progress::step);
        long loaded = System.nanoTime();
        Evaluator evaluator = new Evaluator(sources, parser);
        long graphed = System.nanoTime();
        evaluator.applications.prepare();
        long indexed = System.nanoTime();
        Observer observer = new Observer(sources, evaluator);
        List<Problem> problems = new ArrayList<>();
        // Every file's calls are evaluated on every core (the evaluator's values do not depend on which thread, or
        // in which order, computes them); what they build is then recorded file by file, in path order.
        List<CompilationUnit> units = sources.sparkUnits();
        List<List<Runnable>> recorded = new ArrayList<>(Collections.nCopies(units.size(), null));
        List<List<Problem>> unitProblems = new ArrayList<>(Collections.nCopies(units.size(), null));
        List<Integer> order = new ArrayList<>();
        for (int i = 0; i < units.size(); i++) {
            order.add(i);
        }
        progress.start(Progress.Stage.ANALYSING, units.size());
        LargeStacks.forEach(order, i -> {
            evaluator.budget(budget.startFile());
            List<Problem> found = new ArrayList<>();
            observer.startRecording();
            for (MethodCallExpr call : sources.calls(units.get(i))) {
                try {
                    observer.observe(call);
                } catch (Budget.Exceeded e) {
                    evaluator.abandon();
                    SourceLocation at = Code.location(call);
                    found.add(new Problem(at.file(), at.line(), at.column(),
                            e.getMessage() + "; the rest of the file was skipped"));
                    break;
                } catch (RuntimeException | StackOverflowError e) {
                    evaluator.abandon();
                    SourceLocation at = Code.location(call);
                    found.add(new Problem(at.file(), at.line(), at.column(),
                            "could not analyse " + Code.call(call) + " (" + e + "); it was skipped"));
                }
            }
            recorded.set(i, observer.stopRecording());
            unitProblems.set(i, found);
            evaluator.budget(Budget.UNLIMITED);
            progress.step();
        });
        long evaluated = System.nanoTime();
        for (int i = 0; i < units.size(); i++) {
            recorded.get(i).forEach(Runnable::run);
            problems.addAll(unitProblems.get(i));
        }
        evaluator.budget(Budget.UNLIMITED);
        problems.addAll(sources.problems());
        problems.addAll(evaluator.texts.problems());
        problems.addAll(observer.notes());
        if (Boolean.getBoolean("streamlint.debugEvaluator")) {
            System.err.printf("evaluator: %s; read and parse %d ms, call graph %d ms, applications %d ms,"
                    + " evaluation %d ms%n", evaluator.statistics(), (loaded - started) / 1_000_000,
                    (graphed - loaded) / 1_000_000, (indexed - graphed) / 1_000_000, (evaluated - indexed) / 1_000_000);
        }
        return new Extraction(observer.applications(), problems, sources.filesScanned(), sources.filesParsed(),
                new ParsedSources(languageLevel, sources.trees(), sources.selected()));
    }
}
