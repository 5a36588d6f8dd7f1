package io.streamlint.core.source;

import com.github.javaparser.ast.CompilationUnit;
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
import io.streamlint.core.sql.SqlParser;
import io.streamlint.core.sql.SqlPlan;
import io.streamlint.core.support.LargeStacks;
import io.streamlint.core.support.Progress;

import java.nio.file.Path;
import java.time.Duration;
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
 * Java source → the application model. Every call that builds or uses something rules judge is observed,
 * in each calling context of the method it sits in (one per visible call of that method, with the helper's
 * parameters bound to the caller's arguments) and along each choice of branches: reader loads (streaming
 * sources), Dataset chains and batch actions (lineages), {@code start(..)}/{@code toTable(..)} (queries),
 * sessions and the configuration written to them.
 */
public final class JavaSourceFrontend {

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

    /** Evaluates the observed calls and gathers what they build. */
    private static final class Observer {
        private final Evaluator evaluator;
        private final BatchFunctions batchFunctions;
        private final Map<ContextKey, List<Context>> contexts = new ConcurrentHashMap<>();
        private final Set<Problem> notes = new java.util.TreeSet<>();
        /** What each application builds, by application (see {@link Applications}). */
        private final Map<String, Model> models = new TreeMap<>();

        /** What one application builds. */
        private static final class Model {
            private final Set<Plan> seenLineages = Collections.newSetFromMap(new IdentityHashMap<>());
            private final Set<Plan> seenSources = Collections.newSetFromMap(new IdentityHashMap<>());
            private final List<Occurrence<Plan.Source>> streamingSources = new ArrayList<>();
            private final List<Occurrence<Plan>> lineages = new ArrayList<>();
            private final List<PendingQuery> queries = new ArrayList<>();
            /** Sessions by id: what their builders set, and where they are built. */
            private final Map<String, Val.Session> sessions = new LinkedHashMap<>();
            /** Configuration written at run time ({@code conf().set}, {@code SET k=v}), by session id. */
            private final Map<String, Options> writes = new LinkedHashMap<>();
            /** Configuration written on a session the code does not show. */
            private Options writtenOnSomeSession = Options.empty();

            void writeOnSomeSession(Options entries) {
                writtenOnSomeSession = writtenOnSomeSession.withAll(withoutDynamic(entries));
            }

            void write(Val.Session session, Options entries) {
                addSession(session);
                Options conf = writes.getOrDefault(session.id(), Options.empty());
                if (!entries.dynamicKeys().isEmpty()) {
                    // A key we cannot read may be any configuration of this session (and of no other).
                    conf = conf.opened("configuration set with a key the linter cannot read: "
                            + entries.dynamicKeys().get(0).code());
                }
                writes.put(session.id(), conf.withAll(Options.empty().withAll(withoutDynamic(entries))));
            }

            void addSession(Val.Session s) {
                sessions.merge(s.id(), s, (a, b) -> new Val.Session(a.id(), a.conf().withAll(b.conf()), a.location(),
                        a.traced() && b.traced()));
            }

            /** Lineages whose value can reach code that runs it (see {@link Escapes}); the others are dead unless a query reads them. */
            private final Set<Plan> escaping = Collections.newSetFromMap(new IdentityHashMap<>());

            /** Records a lineage once, and the streaming sources in it once per trail. */
            void addLineage(Val.Data data, Trail trail, boolean escapes) {
                addSession(data.session());
                if (escapes) {
                    escaping.add(data.plan());
                }
                if (!seenLineages.add(data.plan())) {
                    return;
                }
                lineages.add(new Occurrence<>(data.plan(), trail.callers(), trail.branches()));
                for (Plan node : Lineage.preOrder(data.plan())) {
                    if (node instanceof Plan.Source s && s.streaming() && seenSources.add(s)) {
                        streamingSources.add(new Occurrence<>(s, trail.callers(), trail.branches()));
                    }
                }
            }
        }

        private Model model(String app) {
            return models.computeIfAbsent(app, a -> new Model());
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
        private void record(Context context, Consumer<Model> change) {
            String app = context.app();
            recording.get().add(() -> change.accept(model(app)));
        }

        private record PendingQuery(Val.Writer writer, MethodCallExpr terminal, Context context, Trail trail) {
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
                for (Val.Alt alt : alternativesAt(evaluator.eval(call, frame), call, frame)) {
                    if (alt.value() instanceof Val.Data d) {
                        Trail trail = trail(context, alt.path());
                        record(context, m -> m.addLineage(d, trail, escapes));
                    } else if (alt.value() instanceof Val.Session s) {
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
            for (Val.Alt alt : alternativesAt(evaluator.eval(call.getScope().orElseThrow(), frame), call, frame)) {
                if (alt.value() instanceof Val.Writer writer) {
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
            for (Val.Alt alt : alternativesAt(evaluator.eval(call.getScope().orElseThrow(), frame), call, frame)) {
                if (alt.value() instanceof Val.Data d) {
                    Plan action = new Plan.Action(call.getNameAsString(), d.plan(), Code.call(call), Code.location(call));
                    Trail trail = trail(context, alt.path());
                    record(context, m -> m.addLineage(new Val.Data(action, d.session()), trail, true));
                }
            }
        }

        /** The alternatives of a value that can reach {@code site}: those the site's own branches do not rule out. */
        private List<Val.Alt> alternativesAt(Val value, Node site, Frame frame) {
            return Choices.alternatives(value).stream().filter(alt -> evaluator.reaches(alt, site, frame)).toList();
        }

        /** {@code spark.conf().set(k, v)}, {@code sqlContext.setConf(k, v)}, {@code spark.sql("SET k=v")}. */
        private void observeConfWrite(MethodCallExpr call, Context context) {
            Frame frame = context.frame();
            String method = call.getNameAsString();
            for (Val.Alt alt : Choices.alternatives(evaluator.eval(call.getScope().orElseThrow(), frame))) {
                Val receiver = alt.value();
                if (method.equals("set") && receiver instanceof Val.RuntimeConf conf) {
                    Options entries = evaluator.withEntry(Options.empty(), call, frame);
                    record(context, m -> m.write(conf.session(), entries));
                } else if (method.equals("setConf") && receiver instanceof Val.Session s) {
                    Options entries = evaluator.withEntry(Options.empty(), call, frame);
                    record(context, m -> m.write(s, entries));
                } else if (receiver instanceof Val.Unknown && onSomeSession(call)) {
                    // spark.sqlContext().setConf(k, v) on a session the code does not show (a test base's spark())
                    Options entries = evaluator.withEntry(Options.empty(), call, frame);
                    record(context, m -> m.writeOnSomeSession(entries));
                } else if (method.equals("sql") && receiver instanceof Val.Session s) {
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

        private static Options withoutDynamic(Options entries) {
            Options result = Options.empty();
            for (Options.Entry e : entries.entries()) {
                result = result.with(e.key(), e.value(), e.location());
            }
            return result;
        }

        /** How the code gets to a value: the callers of the frame, and the branch choices of the alternative. */
        private record Trail(List<RelatedLocation> callers, List<RelatedLocation> branches) {
        }

        private static Trail trail(Context context, List<Val.Choice> path) {
            List<RelatedLocation> branches = new ArrayList<>();
            for (Val.Choice choice : path) {
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
                    Optional<Frame> reached = evaluator.frameOfCallee(method, call, caller.frame());
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
            for (Model model : models.values()) {
                Map<String, Session> built = new LinkedHashMap<>();
                for (Val.Session s : model.sessions.values()) {
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
            Val.Writer writer = q.writer();
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
            Val.Session s = writer.input().session();
            Session session = sessions.getOrDefault(s.id(), new Session(s.id(), s.conf(), s.location(), s.traced()));
            return new StreamingQuery(writer.input().plan(), sink, session, subject(writer, sink),
                    Launches.of(terminal, q.context().callSites()));
        }

        /** What the query's foreachBatch function does, when it can be read (nothing when reading it fails). */
        private Optional<BatchFunction> batchFunction(Val.Passed function, Val.Session session) {
            try {
                return batchFunctions.of(function, session);
            } catch (RuntimeException | StackOverflowError e) {
                return Optional.empty();
            }
        }

        /** How messages name a query: its queryName, else the table or path it writes, else the written Dataset. */
        private static String subject(Val.Writer writer, Sink sink) {
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
}
