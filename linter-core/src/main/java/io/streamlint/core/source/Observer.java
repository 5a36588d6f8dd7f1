package io.streamlint.core.source;

import com.github.javaparser.ast.Node;
import com.github.javaparser.ast.body.CallableDeclaration;
import com.github.javaparser.ast.body.ConstructorDeclaration;
import com.github.javaparser.ast.expr.Expression;
import com.github.javaparser.ast.expr.MethodCallExpr;
import io.streamlint.core.api.Problem;
import io.streamlint.core.model.Application;
import io.streamlint.core.model.BatchFunction;
import io.streamlint.core.model.Lineage;
import io.streamlint.core.model.Occurrence;
import io.streamlint.core.model.Options;
import io.streamlint.core.model.Plan;
import io.streamlint.core.model.RelatedLocation;
import io.streamlint.core.model.Session;
import io.streamlint.core.model.Setting;
import io.streamlint.core.model.Sink;
import io.streamlint.core.model.SourceLocation;
import io.streamlint.core.model.StreamingQuery;
import io.streamlint.core.model.Value;
import io.streamlint.core.sql.SqlPlan;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Consumer;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Evaluates the observed calls and gathers what they build, for the {@link JavaSourceFrontend}: each call that builds
 * or uses something rules judge, in each calling context of its method, recorded per application (sources, lineages,
 * queries, sessions and their configuration) and turned into the {@link Application}s of the model.
 */
final class Observer {

    /** The start of a SQL SET statement: its key. */
    private static final Pattern SET_KEY = Pattern.compile("(?i)^\\s*SET\\s+([A-Za-z_][\\w.]*)\\s*=");

    /** How far up the call chain the calling contexts of an observed call are followed. */
    private static final int MAX_CALLER_DEPTH = 8;
    /** Contexts of one method that share a frame (equal arguments) are kept once per call site, at most this often. */
    private static final int MAX_SITES_PER_FRAME = 2;

    /** Dataset methods whose value is a Dataset we model: the outermost such call of a chain is a lineage. */
    private static final Set<SparkApiTable.Kind> LINEAGE_KINDS = Set.of(SparkApiTable.Kind.WATERMARK,
            SparkApiTable.Kind.GLOBAL_AGGREGATE, SparkApiTable.Kind.PROJECT, SparkApiTable.Kind.KEEP,
            SparkApiTable.Kind.SAMPLE, SparkApiTable.Kind.DEDUPLICATE, SparkApiTable.Kind.JOIN,
            SparkApiTable.Kind.SET_OPERATION);

    private final SourceSet sources;
    private final Evaluator evaluator;
    private final BatchFunctions batchFunctions;
    private final Map<ContextKey, List<Context>> contexts = new ConcurrentHashMap<>();
    private final Set<Problem> notes = new java.util.TreeSet<>();
    /** What each application builds, by application (see {@link Applications}). */
    private final Map<String, ObservedApplication> models = new TreeMap<>();

    private ObservedApplication model(String app) {
        return models.computeIfAbsent(app, a -> new ObservedApplication());
    }

    /** What the calls of the file being evaluated build, recorded once all files are evaluated (per thread). */
    private final ThreadLocal<List<Runnable>> recording = new ThreadLocal<>();

    void startRecording() {
        recording.set(new ArrayList<>());
    }

    List<Runnable> stopRecording() {
        List<Runnable> changes = recording.get();
        recording.remove();
        return changes;
    }

    /** A change to the model of the context's application, made when the file's observations are recorded. */
    private void record(Context context, Consumer<ObservedApplication> change) {
        String app = context.app();
        recording.get().add(() -> change.accept(model(app)));
    }

    record PendingQuery(AbstractValue.Writer writer, MethodCallExpr terminal, Context context, Trail trail) {
    }

    /**
     * A calling context of a method as the observer follows it: the frame its code is evaluated in, and the call
     * sites that lead there, innermost first (for the trail of findings and the query's launch).
     */
    private record Context(Frame frame, List<Node> callSites, String app) {

        /** The call sites, as related locations of a finding. */
        List<RelatedLocation> callers() {
            List<RelatedLocation> related = new ArrayList<>();
            for (Node site : callSites) {
                related.add(new RelatedLocation(Code.location(site), "called from here: " + Code.called(site)));
            }
            return related;
        }
    }

    /** A method and how many levels of its callers are still followed. */
    private record ContextKey(Node method, int depth) {
        @Override
        public boolean equals(Object o) {
            return o instanceof ContextKey k && k.method == method && k.depth == depth;
        }

        @Override
        public int hashCode() {
            return System.identityHashCode(method) * 31 + depth;
        }
    }

    private final Escapes escapes;

    Observer(SourceSet sources, Evaluator evaluator) {
        this.escapes = new Escapes(sources, evaluator.calls);
        this.sources = sources;
        this.evaluator = evaluator;
        this.batchFunctions = new BatchFunctions(evaluator);
    }

    void observe(MethodCallExpr call) {
        String method = call.getNameAsString();
        int args = call.getArguments().size();
        if (call.getScope().isEmpty()) {
            return;
        }
        boolean terminal = (method.equals("start") && args <= 1) || (method.equals("toTable") && args == 1);
        boolean load = SparkApiTable.kind("DataStreamReader", method) == SparkApiTable.Kind.LOAD;
        boolean action = SparkApiTable.kind("Dataset", method) == SparkApiTable.Kind.ACTION;
        boolean confWrite = (method.equals("set") && args == 2) || (method.equals("setConf") && args == 2)
                || (method.equals("sql") && args == 1);
        boolean session = method.equals("getOrCreate") || method.equals("create");
        boolean chainEnd = !(call.getParentNode().orElse(null) instanceof MethodCallExpr parent
                && parent.getScope().filter(s -> s == call).isPresent());
        boolean lineage = chainEnd && (LINEAGE_KINDS.contains(SparkApiTable.kind("Dataset", method))
                || SparkApiTable.kind("KeyValueGroupedDataset", method) != SparkApiTable.Kind.OTHER
                || SparkApiTable.kind("RelationalGroupedDataset", method) == SparkApiTable.Kind.AGGREGATE);
        if (!(terminal || load || action || confWrite || session || lineage)) {
            return;
        }
        for (Context context : contexts(call)) {
            if (!evaluator.conditions.reachable(call, context.frame())) {
                continue;
            }
            evaluator.startValue();
            try {
                observe(call, context, terminal, action, confWrite, load || lineage || session);
            } catch (Budget.Exceeded e) {
                if (e.time()) {
                    throw e;
                }
                evaluator.abandon();
                SourceLocation at = Code.location(call);
                Problem note = Problem.note(at.file(), at.line(), at.column(), "the value of " + Code.call(call)
                        + " takes " + e.getMessage() + " to compute: it is taken as unknown, and what depends on"
                        + " it is not judged");
                recording.get().add(() -> notes.add(note));
            }
        }
    }

    private void observe(MethodCallExpr call, Context context, boolean terminal, boolean action, boolean confWrite,
                         boolean value) {
        Frame frame = context.frame();
        if (terminal) {
            observeTerminal(call, context);
        }
        if (action) {
            observeAction(call, context);
        }
        if (confWrite) {
            observeConfWrite(call, context);
        }
        if (value) {
            boolean escapes = escapes(call);
            for (AbstractValue.Alt alt : alternativesAt(evaluator.eval(call, frame), call, frame)) {
                if (alt.value() instanceof AbstractValue.Data d) {
                    Trail trail = trail(context, alt.path());
                    record(context, m -> m.addLineage(d, trail, escapes));
                } else if (alt.value() instanceof AbstractValue.Session s) {
                    record(context, m -> m.addSession(s));
                }
            }
        }
    }

    private boolean escapes(MethodCallExpr call) {
        return escapes.escapes(call);
    }

    /** Values too costly to compute, one note each (a value of several calling contexts is noted once). */
    List<Problem> notes() {
        return List.copyOf(notes);
    }

    private void observeTerminal(MethodCallExpr call, Context context) {
        Frame frame = context.frame();
        for (AbstractValue.Alt alt : alternativesAt(evaluator.eval(call.getScope().orElseThrow(), frame), call, frame)) {
            if (alt.value() instanceof AbstractValue.Writer writer) {
                Trail trail = trail(context, alt.path());
                record(context, m -> {
                    m.queries.add(new PendingQuery(writer, call, context, trail));
                    m.addLineage(writer.input(), trail, true);
                });
            }
        }
    }

    /** A batch action on a Dataset: the root of a lineage that ends in Spark running it as a batch. */
    private void observeAction(MethodCallExpr call, Context context) {
        Frame frame = context.frame();
        for (AbstractValue.Alt alt : alternativesAt(evaluator.eval(call.getScope().orElseThrow(), frame), call, frame)) {
            if (alt.value() instanceof AbstractValue.Data d) {
                Plan action = new Plan.Action(call.getNameAsString(), d.plan(), Code.call(call), Code.location(call));
                Trail trail = trail(context, alt.path());
                record(context, m -> m.addLineage(new AbstractValue.Data(action, d.session()), trail, true));
            }
        }
    }

    /** The alternatives of a value that can reach {@code site}: those the site's own branches do not rule out. */
    private List<AbstractValue.Alt> alternativesAt(AbstractValue value, Node site, Frame frame) {
        return Choices.alternatives(value).stream().filter(alt -> evaluator.reaches(alt, site, frame)).toList();
    }

    /** {@code spark.conf().set(k, v)}, {@code sqlContext.setConf(k, v)}, {@code spark.sql("SET k=v")}. */
    private void observeConfWrite(MethodCallExpr call, Context context) {
        Frame frame = context.frame();
        String method = call.getNameAsString();
        for (AbstractValue.Alt alt : Choices.alternatives(evaluator.eval(call.getScope().orElseThrow(), frame))) {
            AbstractValue receiver = alt.value();
            if (method.equals("set") && receiver instanceof AbstractValue.RuntimeConf conf) {
                Options entries = evaluator.withEntry(Options.empty(), call, frame);
                record(context, m -> m.write(conf.session(), entries));
            } else if (method.equals("setConf") && receiver instanceof AbstractValue.Session s) {
                Options entries = evaluator.withEntry(Options.empty(), call, frame);
                record(context, m -> m.write(s, entries));
            } else if (receiver instanceof AbstractValue.Unknown && onSomeSession(call)) {
                // spark.sqlContext().setConf(k, v) on a session the code does not show (a test base's spark())
                Options entries = evaluator.withEntry(Options.empty(), call, frame);
                record(context, m -> m.writeOnSomeSession(entries));
            } else if (method.equals("sql") && receiver instanceof AbstractValue.Session s) {
                Optional<String> text = evaluator.string(call.getArgument(0), frame);
                Optional<SqlPlan> set = text.flatMap(t -> evaluator.texts
                        .statement(call.getArgument(0), t, "sql", e -> evaluator.string(e, frame)))
                        .filter(p -> p instanceof SqlPlan.SetConf);
                set.map(p -> (SqlPlan.SetConf) p).ifPresent(kv -> record(context, m -> m.write(s,
                        Options.empty().with(kv.key(), Value.of(kv.value()), Code.location(call)))));
                if (text.isEmpty()) {
                    // spark.sql("SET spark.sql.streaming.checkpointLocation=" + root): the key, with a value
                    // the code computes
                    Matcher setKey = SET_KEY.matcher(evaluator.knownPrefix(call.getArgument(0), frame));
                    if (setKey.find()) {
                        Options entries = Options.empty().with(setKey.group(1),
                                Value.unknown(Code.text(call.getArgument(0))), Code.location(call));
                        record(context, m -> m.write(s, entries));
                    }
                }
            }
        }
    }

    /** {@code x.conf().set(k, v)} or {@code x.sqlContext().setConf(k, v)}: a session's configuration, by its API. */
    private static boolean onSomeSession(MethodCallExpr call) {
        String method = call.getNameAsString();
        Optional<Expression> scope = call.getScope();
        String on = scope.filter(e -> e instanceof MethodCallExpr).map(e -> ((MethodCallExpr) e).getNameAsString())
                .orElse("");
        return call.getArguments().size() == 2 && (method.equals("set") && on.equals("conf")
                || method.equals("setConf") && on.equals("sqlContext"))
                && call.findCompilationUnit().map(cu -> cu.getImports().stream()
                .anyMatch(i -> i.getNameAsString().startsWith("org.apache.spark"))).orElse(false);
    }

    static Options withoutDynamic(Options entries) {
        Options result = Options.empty();
        for (Options.Entry e : entries.entries()) {
            result = result.with(e.key(), e.value(), e.location());
        }
        return result;
    }

    /** How the code gets to a value: the callers of the frame, and the branch choices of the alternative. */
    record Trail(List<RelatedLocation> callers, List<RelatedLocation> branches) {
    }

    private static Trail trail(Context context, List<AbstractValue.Choice> path) {
        List<RelatedLocation> branches = new ArrayList<>();
        for (AbstractValue.Choice choice : path) {
            branches.add(new RelatedLocation(choice.location(), choice.description()));
        }
        return new Trail(context.callers(), branches);
    }

    /**
     * The calling contexts of the method around {@code node}: one per visible call of it and calling context of
     * that call's method (up to {@link #MAX_CALLER_DEPTH} levels up), or its frame with unbound parameters when
     * nobody visible calls it (or it takes no parameters). Contexts with equal frames are evaluated once; each is
     * kept for at most {@link #MAX_SITES_PER_FRAME} call sites, which is what tells a query started twice.
     * A pure function of the method and the depth, so it does not depend on what was observed first.
     */
    private List<Context> contexts(Node node) {
        return contexts(node, MAX_CALLER_DEPTH);
    }

    private List<Context> contexts(Node node, int depth) {
        Optional<CallableDeclaration> enclosing = node.findAncestor(CallableDeclaration.class);
        List<Context> unbound = new ArrayList<>();
        for (String app : evaluator.applications.of(node)) {
            unbound.add(new Context(evaluator.unboundFrame(node), List.of(), app));
        }
        // A static method without parameters is the same in every context, unless its class has static fields the
        // caller may have set; an instance method is not (the object it runs on, what its template method calls).
        if (enclosing.isEmpty() || depth == 0 || enclosing.get().getParameters().isEmpty()
                && (enclosing.get().isStatic() && !hasMutableStatics(enclosing.get())
                || enclosing.get() instanceof ConstructorDeclaration)) {
            return unbound;
        }
        CallableDeclaration<?> method = enclosing.get();
        ContextKey key = new ContextKey(method, depth);
        List<Context> cached = contexts.get(key);
        if (cached != null) {
            return cached;
        }
        List<Context> result = new ArrayList<>();
        Map<List<Object>, List<Node>> sitesOfFrame = new HashMap<>(); // by frame and application
        for (Node call : callers(method)) {
            for (Context caller : contexts(call, depth - 1)) {
                if (!evaluator.conditions.reachable(call, caller.frame())) {
                    continue; // "stream".equals(queryType) where the caller passes "batch"
                }
                Optional<Frame> reached = evaluator.userMethods.frameOfCallee(method, call, caller.frame());
                if (reached.isEmpty()) {
                    continue; // in this caller's context the call dispatches to another implementation
                }
                Frame frame = reached.get();
                List<Node> sites = sitesOfFrame.computeIfAbsent(List.of(frame, caller.app()), f -> new ArrayList<>());
                if (sites.size() < MAX_SITES_PER_FRAME && sites.stream().noneMatch(site -> site == call)) {
                    sites.add(call);
                    List<Node> chain = new ArrayList<>();
                    chain.add(call);
                    chain.addAll(caller.callSites());
                    result.add(new Context(frame, List.copyOf(chain), caller.app()));
                }
            }
        }
        List<Context> frames = result.isEmpty() ? unbound : List.copyOf(result);
        List<Context> known = contexts.putIfAbsent(key, frames);
        return known != null ? known : frames;
    }

    private static boolean hasMutableStatics(CallableDeclaration<?> method) {
        return method.findAncestor(com.github.javaparser.ast.body.TypeDeclaration.class).stream()
                .flatMap(t -> ((com.github.javaparser.ast.body.TypeDeclaration<?>) t).getFields().stream())
                .anyMatch(f -> f.isStatic() && !f.isFinal());
    }

    /** The visible calls of {@code method} (resolved to it or to a method it implements), in source order. */
    private List<Node> callers(CallableDeclaration<?> method) {
        return evaluator.calls.callSites(method);
    }

    /**
     * One model per application, in the order of their names. The SQL texts and interval strings, which are
     * judged by where they are written whichever application runs them, go with the first.
     */
    List<Application> applications() {
        List<Application> result = new ArrayList<>();
        for (ObservedApplication model : models.values()) {
            Map<String, Session> built = new LinkedHashMap<>();
            for (AbstractValue.Session s : model.sessions.values()) {
                built.put(s.id(), new Session(s.id(), s.conf().withAll(model.writes.getOrDefault(s.id(),
                        Options.empty())), s.location(), s.traced()));
            }
            // A Dataset whose session the code does not show may be on any session of the application: what one
            // of them sets, it may have.
            Options setSomewhere = Options.empty();
            for (Options.Entry e : model.writtenOnSomeSession.entries()) {
                setSomewhere = setSomewhere.with(e.key(), Value.unknown("set on a session of the application, which "
                        + "may be this one"), e.location());
            }
            for (Session s : built.values()) {
                for (Options.Entry e : s.conf().entries()) {
                    setSomewhere = setSomewhere.with(e.key(), Value.unknown("set on a session of the "
                            + "application, which may be this one"), e.location());
                }
            }
            for (Map.Entry<String, Session> e : built.entrySet()) {
                Session s = e.getValue();
                if (!s.traced()) {
                    e.setValue(new Session(s.id(), setSomewhere.withAll(s.conf()), s.location(), false));
                }
            }
            List<Occurrence<StreamingQuery>> started = new ArrayList<>();
            for (PendingQuery q : model.queries) {
                started.add(new Occurrence<>(query(q, built), q.trail().callers(), q.trail().branches()));
            }
            // What no query runs and no code can reach (a reader built and dropped) is not judged.
            Set<Plan> live = Collections.newSetFromMap(new IdentityHashMap<>());
            for (Plan plan : model.escaping) {
                live.addAll(Lineage.preOrder(plan));
            }
            for (Occurrence<StreamingQuery> q : started) {
                live.addAll(Lineage.preOrder(q.element().plan()));
            }
            List<Occurrence<Plan>> lineages = model.lineages.stream().filter(o -> live.contains(o.element())).toList();
            List<Occurrence<Plan.Source>> sources = model.streamingSources.stream()
                    .filter(o -> live.contains(o.element())).toList();
            result.add(new Application(sources, lineages, started,
                    List.copyOf(built.values()), result.isEmpty() ? evaluator.texts.all() : List.of()));
        }
        if (result.isEmpty() && !evaluator.texts.all().isEmpty()) {
            result.add(new Application(List.of(), List.of(), List.of(), List.of(), evaluator.texts.all()));
        }
        return result;
    }

    private StreamingQuery query(PendingQuery q, Map<String, Session> sessions) {
        AbstractValue.Writer writer = q.writer();
        MethodCallExpr terminal = q.terminal();
        Optional<Setting> startPath = Optional.empty();
        Optional<Value> table = Optional.empty();
        if (terminal.getNameAsString().equals("start") && terminal.getArguments().size() == 1) {
            startPath = Optional.of(new Setting(evaluator.value(terminal.getArgument(0), q.context().frame()), Code.location(terminal)));
        } else if (terminal.getNameAsString().equals("toTable")) {
            table = Optional.of(evaluator.value(terminal.getArgument(0), q.context().frame()));
        }
        Sink sink = new Sink(writer.kind(), writer.format(), writer.outputMode(), writer.queryName(), writer.trigger(),
                writer.options(), startPath, writer.partitionBy(), writer.clusterBy(), writer.writeStream(),
                terminal.getNameAsString(), table, Code.call(terminal), Code.location(terminal),
                writer.batchFunction().flatMap(fn -> batchFunction(fn, writer.input().session())));
        AbstractValue.Session s = writer.input().session();
        Session session = sessions.getOrDefault(s.id(), new Session(s.id(), s.conf(), s.location(), s.traced()));
        return new StreamingQuery(writer.input().plan(), sink, session, subject(writer, sink),
                Launches.of(terminal, q.context().callSites()));
    }

    /** What the query's foreachBatch function does, when it can be read (nothing when reading it fails). */
    private Optional<BatchFunction> batchFunction(AbstractValue.Passed function, AbstractValue.Session session) {
        try {
            return batchFunctions.of(function, session);
        } catch (RuntimeException | StackOverflowError e) {
            return Optional.empty();
        }
    }

    /** How messages name a query: its queryName, else the table or path it writes, else the written Dataset. */
    private static String subject(AbstractValue.Writer writer, Sink sink) {
        Optional<String> name = sink.queryNameValue().flatMap(Value::text);
        if (name.isPresent()) {
            return "query '" + name.get() + "'";
        }
        Optional<String> table = sink.table().flatMap(Value::text);
        if (table.isPresent()) {
            return "the query writing table '" + table.get() + "'";
        }
        Optional<String> path = sink.path().flatMap(Value::text);
        if (path.isPresent()) {
            return "the query writing '" + path.get() + "'";
        }
        return writer.variable() != null ? "the query writing " + writer.variable() : "the query";
    }
}
