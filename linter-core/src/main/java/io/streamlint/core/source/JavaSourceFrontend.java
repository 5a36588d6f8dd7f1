package io.streamlint.core.source;

import com.github.javaparser.ast.CompilationUnit;
import com.github.javaparser.ast.Node;
import com.github.javaparser.ast.body.CallableDeclaration;
import com.github.javaparser.ast.expr.MethodCallExpr;
import io.streamlint.core.api.Problem;
import io.streamlint.core.api.SourceLocation;
import io.streamlint.core.model.Application;
import io.streamlint.core.model.Lineage;
import io.streamlint.core.model.Occurrence;
import io.streamlint.core.model.Options;
import io.streamlint.core.model.Plan;
import io.streamlint.core.model.Session;
import io.streamlint.core.model.Sink;
import io.streamlint.core.model.StreamingQuery;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Java source → streaming query models. Every {@code start(..)}/{@code toTable(..)} call whose receiver
 * evaluates to a {@code DataStreamWriter} is a query; when it sits in a helper method, it is modelled once
 * per visible call of that helper, with the helper's parameters bound to the caller's arguments.
 */
public final class JavaSourceFrontend {

    /** How many calling contexts of one query we model, and how far up the call chain we look. */
    private static final int MAX_CONTEXTS = 16;
    private static final int MAX_CALLER_DEPTH = 3;

    private final int languageLevel;
    private final List<Path> classpath;
    private final long maxFileBytes;

    public JavaSourceFrontend(int languageLevel, List<Path> classpath, long maxFileBytes) {
        this.languageLevel = languageLevel;
        this.classpath = List.copyOf(classpath);
        this.maxFileBytes = maxFileBytes;
    }

    public Extraction extract(List<Path> files) {
        SourceSet sources = new SourceSet(languageLevel, classpath, maxFileBytes);
        sources.load(files);
        Evaluator evaluator = new Evaluator(sources);
        List<StreamingQuery> queries = new ArrayList<>();
        List<Problem> problems = new ArrayList<>();
        for (CompilationUnit cu : sources.sparkUnits()) {
            for (MethodCallExpr call : cu.findAll(MethodCallExpr.class)) {
                if (!isTerminal(call)) {
                    continue;
                }
                try {
                    for (Evaluator.Frame frame : contexts(call, evaluator, sources, MAX_CALLER_DEPTH)) {
                        Val receiver = evaluator.eval(call.getScope().orElseThrow(), frame);
                        if (receiver instanceof Val.Writer writer) {
                            queries.add(query(writer, call, frame, evaluator));
                        }
                    }
                } catch (RuntimeException | StackOverflowError e) {
                    SourceLocation at = Code.location(call);
                    problems.add(new Problem(at.file(), at.line(), at.column(),
                            "could not analyse this query (" + e + "); it was skipped"));
                }
            }
        }
        problems.addAll(sources.problems());
        return new Extraction(application(queries), problems, sources.filesScanned(), sources.filesParsed());
    }

    private static boolean isTerminal(MethodCallExpr call) {
        String name = call.getNameAsString();
        int args = call.getArguments().size();
        return call.getScope().isPresent()
                && ((name.equals("start") && args <= 1) || (name.equals("toTable") && args == 1));
    }

    private static StreamingQuery query(Val.Writer writer, MethodCallExpr terminal, Evaluator.Frame frame,
                                        Evaluator evaluator) {
        Options options = writer.options();
        if (terminal.getNameAsString().equals("start") && terminal.getArguments().size() == 1) {
            options = options.with("path", evaluator.value(terminal.getArgument(0), frame), Code.location(terminal));
        }
        Sink sink = new Sink(writer.kind(), writer.format(), writer.outputMode(), writer.queryName(), writer.trigger(),
                options, terminal.getNameAsString(), Code.call(terminal), Code.location(terminal));
        Options sessionConf = writer.input().sessionConf().withAll(evaluator.runtimeConf());
        Session session = new Session("session of " + writer.subject(), sessionConf, sink.location(), true);
        return new StreamingQuery(writer.input().plan(), sink, session, writer.subject());
    }

    private static Application application(List<StreamingQuery> queries) {
        List<Occurrence<Plan.Source>> sources = new ArrayList<>();
        List<Occurrence<Plan>> lineages = new ArrayList<>();
        List<Occurrence<StreamingQuery>> occurrences = new ArrayList<>();
        for (StreamingQuery q : queries) {
            occurrences.add(Occurrence.of(q));
            lineages.add(Occurrence.of(q.plan()));
            Lineage.streamingSources(q.plan()).forEach(s -> sources.add(Occurrence.of(s)));
        }
        return new Application(sources, lineages, occurrences,
                queries.stream().map(StreamingQuery::session).toList());
    }

    /**
     * The calling contexts of the method around {@code node}: one frame per visible call of it (recursively,
     * up to {@code depth} levels), or a single frame with unbound parameters when nobody visible calls it.
     */
    private static List<Evaluator.Frame> contexts(Node node, Evaluator evaluator, SourceSet sources, int depth) {
        Optional<CallableDeclaration> enclosing = node.findAncestor(CallableDeclaration.class);
        Evaluator.Frame unbound = evaluator.unboundFrame(node);
        if (enclosing.isEmpty() || enclosing.get().getParameters().isEmpty() || depth == 0) {
            return List.of(unbound);
        }
        CallableDeclaration<?> method = enclosing.get();
        List<Evaluator.Frame> frames = new ArrayList<>();
        for (MethodCallExpr call : List.copyOf(sources.callsNamed(method.getNameAsString()))) {
            if (call.getArguments().size() != method.getParameters().size()
                    || evaluator.resolveUserMethod(call, evaluator.unboundFrame(call)).orElse(null) != method) {
                continue;
            }
            for (Evaluator.Frame caller : contexts(call, evaluator, sources, depth - 1)) {
                if (frames.size() < MAX_CONTEXTS) {
                    frames.add(evaluator.frameFor(method, call.getArguments(), caller, Map.of()));
                }
            }
        }
        return frames.isEmpty() ? List.of(unbound) : frames;
    }
}
