package io.streamlint.core.source;

import com.github.javaparser.JavaParser;
import com.github.javaparser.ParseResult;
import com.github.javaparser.ParserConfiguration;
import com.github.javaparser.Position;
import com.github.javaparser.ast.CompilationUnit;
import com.github.javaparser.printer.DefaultPrettyPrinter;
import com.github.javaparser.ast.Node;
import com.github.javaparser.ast.body.TypeDeclaration;
import com.github.javaparser.ast.expr.MethodCallExpr;
import com.github.javaparser.symbolsolver.JavaSymbolSolver;
import com.github.javaparser.symbolsolver.resolution.typesolvers.CombinedTypeSolver;
import com.github.javaparser.symbolsolver.resolution.typesolvers.JavaParserTypeSolver;
import com.github.javaparser.symbolsolver.resolution.typesolvers.ReflectionTypeSolver;
import io.streamlint.core.api.Problem;
import io.streamlint.core.support.LargeStacks;
import io.streamlint.core.support.SourceText;
import org.jspecify.annotations.Nullable;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Predicate;

/**
 * The Java files of one run. Files that mention Spark are parsed up front (in parallel); the others only
 * when the analysis needs a type they declare (a constants class, a helper), so a large project costs
 * little more than one read of each file.
 */
final class SourceSet {

    /** Bytes every file that uses Spark's API contains (its imports or qualified names). */
    private static final byte[] SPARK_MARKER = "org.apache.spark".getBytes(StandardCharsets.US_ASCII);

    private final ParserConfiguration parserConfiguration;
    /** The class path's jars; the symbol solver over them is built on first use (see {@link ClassPathTypes}). */
    private final List<Path> jars;
    private @Nullable Optional<JavaSymbolSolver> symbolSolver; // null: not built yet
    private final long maxFileBytes;
    /** How long one file's parse may take. */
    private final Duration parseTime;
    final List<Problem> problems = Collections.synchronizedList(new ArrayList<>());
    /** Every file, by its simple name without ".java": where to look for a type we have not parsed yet. */
    private final Map<String, List<Path>> filesByStem = new HashMap<>();
    private final Map<Path, Optional<CompilationUnit>> parsed = new ConcurrentHashMap<>();
    private final List<Path> sparkFiles = new ArrayList<>();
    /** The files whose text the filter given to {@link #load} accepted. */
    final Set<Path> selected = ConcurrentHashMap.newKeySet();
    /** The parsed units in path order, rebuilt when a unit is pulled in. */
    private @Nullable List<CompilationUnit> unitsInPathOrder;
    /**
     * Types and calls of the parsed units by simple name, kept up to date as units are parsed; a name's list is
     * sorted (by file, then position) when it is read after a change, so every run sees the same order.
     */
    private final Map<String, List<TypeDeclaration<?>>> typesByName = new HashMap<>();
    private final Map<String, List<MethodCallExpr>> callsByName = new HashMap<>();
    /** The calls of each parsed unit, in the order of a walk of its tree (outer calls of a chain first). */
    private final Map<CompilationUnit, List<MethodCallExpr>> callsInTreeOrder = new IdentityHashMap<>();
    /** The calls of each parsed unit by simple name, in source order: where a private method's callers are. */
    private final Map<CompilationUnit, Map<String, List<MethodCallExpr>>> callsByUnit = new IdentityHashMap<>();
    /**
     * The unit of each indexed type, and each unit's types by simple name in source order: many types may share a
     * name (a nested class in every job), and walking each up to its root whenever the name is resolved costs time
     * that grows with the square of their number.
     */
    private final Map<TypeDeclaration<?>, CompilationUnit> unitOfType = new IdentityHashMap<>();
    private final Map<CompilationUnit, Map<String, List<TypeDeclaration<?>>>> typesByUnit = new IdentityHashMap<>();
    private final Set<String> unsortedTypes = new HashSet<>();
    private final Set<String> unsortedCalls = new HashSet<>();
    int filesScanned;

    SourceSet(int languageLevel, List<Path> classpath, long maxFileBytes, Duration parseTime) {
        this.maxFileBytes = maxFileBytes;
        this.parseTime = parseTime;
        // Unicode escapes are read as javac reads them (JLS 3.3), before lexing; the parser maps every node's range
        // back to the raw text, so that positions point at what an editor shows.
        this.parserConfiguration = new ParserConfiguration()
                .setPreprocessUnicodeEscapes(true)
                .setLanguageLevel(JavaFiles.languageLevel(languageLevel))
                .setCharacterEncoding(StandardCharsets.UTF_8);
        this.jars = classpath.stream().filter(p -> p.toString().endsWith(".jar") && Files.isRegularFile(p)).toList();
    }

    /**
     * Reads every file, parses those that mention Spark and, to a fixed point, the files they need: a file named like
     * a type a parsed unit refers to that no parsed unit declares, and a file that extends or implements a type a
     * parsed unit declares (an implementation of an interface the code calls). Everything the analysis may look at is
     * parsed before it starts, so what a name means does not depend on what was analysed first. Notes the files
     * whose text {@code select} accepts (the steps after the rules then need not read every file again), and runs
     * {@code fileRead} after reading each of {@code files}.
     */
    void load(List<Path> files, Predicate<String> select, Runnable fileRead) {
        for (Path file : files) {
            String name = file.getFileName().toString();
            filesByStem.computeIfAbsent(name.substring(0, name.length() - ".java".length()), k -> new ArrayList<>()).add(file);
        }
        filesScanned = files.size();
        List<Path> spark = Collections.synchronizedList(new ArrayList<>());
        Map<String, Set<Path>> subtypes = new ConcurrentHashMap<>();
        LargeStacks.forEach(files, file -> {
            Optional<String> raw = read(file);
            Optional<String> text = raw.map(JavaFiles::unescaped);
            if (text.isPresent() && select.test(text.get())) {
                selected.add(file);
            }
            if (text.isPresent() && JavaFiles.mentionsSpark(text.get())) {
                spark.add(file);
                parse(file, raw.get());
            } else if (text.isPresent()) {
                for (String supertype : Closure.supertypes(text.get())) {
                    subtypes.computeIfAbsent(supertype, k -> ConcurrentHashMap.newKeySet()).add(file);
                }
            }
            fileRead.run();
        });
        sparkFiles.addAll(spark.stream().sorted().toList());
        List<CompilationUnit> added = parsedUnits();
        while (!added.isEmpty()) {
            Set<Path> needed = new java.util.TreeSet<>();
            for (CompilationUnit unit : added) {
                for (String name : Closure.referencedTypes(unit)) {
                    if (indexed(typesByName, unsortedTypes, name).isEmpty()) {
                        filesByStem.getOrDefault(name, List.of()).stream().filter(f -> !parsed.containsKey(f))
                                .forEach(needed::add);
                    }
                }
                for (TypeDeclaration<?> type : unit.findAll(TypeDeclaration.class)) {
                    subtypes.getOrDefault(type.getNameAsString(), Set.of()).stream()
                            .filter(f -> !parsed.containsKey(f)).forEach(needed::add);
                }
            }
            Set<Path> before = Set.copyOf(parsed.keySet());
            LargeStacks.forEach(List.copyOf(needed), file -> read(file).ifPresentOrElse(text -> parse(file, text),
                    () -> parsed.put(file, Optional.empty())));
            added = parsed.entrySet().stream().filter(e -> !before.contains(e.getKey()))
                    .sorted(Map.Entry.comparingByKey()).flatMap(e -> e.getValue().stream()).toList();
        }
        injectSymbolSolver();
    }

    /**
     * With a class path, gives every parsed unit the symbol solver now, on one thread: injecting it adds to the unit's
     * data map, which JavaParser reads without a lock whenever it prints a node of the unit (its printer), so a lazy
     * injection while other threads print nodes of the same unit could make those reads fail.
     */
    private synchronized void injectSymbolSolver() {
        if (jars.isEmpty()) {
            return;
        }
        if (symbolSolver == null) {
            symbolSolver = typeSolver().map(JavaSymbolSolver::new);
        }
        for (CompilationUnit unit : parsedUnits()) {
            if (symbolSolver.isPresent() && !unit.containsData(Node.SYMBOL_RESOLVER_KEY)) {
                symbolSolver.get().inject(unit);
            }
        }
    }

    /** Parsed compilation units of the files that mention Spark, in path order. */
    List<CompilationUnit> sparkUnits() {
        List<CompilationUnit> units = new ArrayList<>();
        for (Path file : sparkFiles) {
            parsed.getOrDefault(file, Optional.empty()).ifPresent(units::add);
        }
        return units;
    }

    /** The files whose text {@link #load}'s filter accepted, in path order. */
    List<Path> selected() {
        return selected.stream().sorted().toList();
    }

    /** The syntax tree of every file parsed so far (Spark files and those pulled in), by file. */
    Map<Path, CompilationUnit> trees() {
        Map<Path, CompilationUnit> trees = new HashMap<>();
        parsed.forEach((file, unit) -> unit.ifPresent(u -> trees.put(file, u)));
        return trees;
    }

    /** Every unit parsed so far (Spark files and those pulled in), in path order. */
    synchronized List<CompilationUnit> parsedUnits() {
        if (unitsInPathOrder == null) {
            unitsInPathOrder = parsed.entrySet().stream()
                    .sorted(Map.Entry.comparingByKey())
                    .flatMap(e -> e.getValue().stream())
                    .toList();
        }
        return unitsInPathOrder;
    }

    /** Top-level or nested types named {@code simpleName} in the parsed files. */
    List<TypeDeclaration<?>> typesNamed(String simpleName) {
        return indexed(typesByName, unsortedTypes, simpleName);
    }

    /** Method calls named {@code name} in every parsed unit, in path and source order. */
    List<MethodCallExpr> callsNamed(String name) {
        return indexed(callsByName, unsortedCalls, name);
    }

    /** Every method call in {@code unit}, in the order of a walk of its tree (as {@code findAll} gives them). */
    synchronized List<MethodCallExpr> calls(CompilationUnit unit) {
        return callsInTreeOrder.getOrDefault(unit, List.of());
    }

    /** Method calls named {@code name} in {@code unit}, in source order (as {@link #callsNamed(String)} has them). */
    synchronized List<MethodCallExpr> callsNamed(String name, CompilationUnit unit) {
        return List.copyOf(callsByUnit.getOrDefault(unit, Map.of()).getOrDefault(name, List.of()));
    }

    /** Types named {@code simpleName} declared in {@code unit}, in source order (as {@link #typesNamed} has them). */
    synchronized List<TypeDeclaration<?>> typesNamed(String simpleName, CompilationUnit unit) {
        return List.copyOf(typesByUnit.getOrDefault(unit, Map.of()).getOrDefault(simpleName, List.of()));
    }

    /** The unit {@code type} is declared in. */
    @Nullable CompilationUnit unitOf(TypeDeclaration<?> type) {
        CompilationUnit unit;
        synchronized (this) {
            unit = unitOfType.get(type);
        }
        return unit != null ? unit : type.findCompilationUnit().orElse(null);
    }

    private synchronized <T extends Node> List<T> indexed(Map<String, List<T>> index, Set<String> unsorted,
                                                         String name) {
        List<T> nodes = index.getOrDefault(name, List.of());
        if (unsorted.remove(name)) {
            nodes.sort(IN_SOURCE_ORDER);
        }
        return List.copyOf(nodes);
    }

    /** A unit's nodes in the order {@link #IN_SOURCE_ORDER} gives them among all units' (a stable sort, one file). */
    private static final Comparator<Node> BY_POSITION = Comparator.comparing((Node n) -> n.getBegin().orElse(Position.HOME));

    private static final Comparator<Node> IN_SOURCE_ORDER = Comparator
            .comparing((Node n) -> n.findCompilationUnit().flatMap(CompilationUnit::getStorage)
                    .map(st -> st.getPath().toString()).orElse(""))
            .thenComparing(n -> n.getBegin().orElse(Position.HOME));

    /** Adds a newly parsed unit's types and calls to the indexes (its tree is walked before taking the lock). */
    private void index(CompilationUnit cu) {
        List<TypeDeclaration> types = cu.findAll(TypeDeclaration.class);
        List<MethodCallExpr> calls = cu.findAll(MethodCallExpr.class);
        Map<String, List<TypeDeclaration<?>>> unitTypes = new HashMap<>();
        for (TypeDeclaration<?> type : types) {
            unitTypes.computeIfAbsent(type.getNameAsString(), k -> new ArrayList<>()).add(type);
        }
        unitTypes.values().forEach(named -> named.sort(BY_POSITION));
        Map<String, List<MethodCallExpr>> unitCalls = new HashMap<>();
        for (MethodCallExpr call : calls) {
            unitCalls.computeIfAbsent(call.getNameAsString(), k -> new ArrayList<>()).add(call);
        }
        unitCalls.values().forEach(named -> named.sort(BY_POSITION));
        synchronized (this) {
            for (TypeDeclaration<?> type : types) {
                typesByName.computeIfAbsent(type.getNameAsString(), k -> new ArrayList<>()).add(type);
                unsortedTypes.add(type.getNameAsString());
                unitOfType.put(type, cu);
            }
            typesByUnit.put(cu, unitTypes);
            for (MethodCallExpr call : calls) {
                callsByName.computeIfAbsent(call.getNameAsString(), k -> new ArrayList<>()).add(call);
                unsortedCalls.add(call.getNameAsString());
            }
            callsByUnit.put(cu, unitCalls);
            callsInTreeOrder.put(cu, List.copyOf(calls));
            unitsInPathOrder = null;
        }
    }

    /**
     * Whether {@code node}'s compilation unit is resolvable by JavaParser's symbol solver over the class path (it was
     * given the solver when the units were loaded); false when no class path is known.
     */
    synchronized boolean enableSymbolResolution(Node node) {
        if (symbolSolver == null) {
            symbolSolver = typeSolver().map(JavaSymbolSolver::new);
        }
        Optional<CompilationUnit> cu = node.findCompilationUnit();
        if (symbolSolver.isEmpty() || cu.isEmpty()) {
            return false;
        }
        return cu.get().containsData(Node.SYMBOL_RESOLVER_KEY); // injected when the units were loaded
    }

    /**
     * The declaration the symbol solver resolves {@code call} to (after {@link #enableSymbolResolution}); one call at a
     * time, as the solver's caches are not made for threads.
     */
    synchronized @Nullable Node resolve(MethodCallExpr call) {
        return call.resolve().toAst().orElse(null);
    }

    /** The type the symbol solver gives {@code e} (after {@link #enableSymbolResolution}); one at a time. */
    synchronized com.github.javaparser.resolution.types.ResolvedType resolvedType(com.github.javaparser.ast.expr.Expression e) {
        return e.calculateResolvedType();
    }

    List<Problem> problems() {
        return problems.stream().sorted().toList();
    }

    int filesScanned() {
        return filesScanned;
    }

    int filesParsed() {
        return (int) parsed.values().stream().filter(Optional::isPresent).count();
    }

    private Optional<String> read(Path file) {
        try {
            BasicFileAttributes attributes = Files.readAttributes(file, BasicFileAttributes.class);
            if (!attributes.isRegularFile()) {
                // Reading a named pipe would wait for a writer forever.
                problems.add(new Problem(file, 0, 0, "not a regular file; skipped"));
                return Optional.empty();
            }
            long size = attributes.size();
            if (size > maxFileBytes) {
                problems.add(new Problem(file, 0, 0, String.format(
                        "file is %,d bytes, more than the limit of %,d bytes; skipped", size, maxFileBytes)));
                return Optional.empty();
            }
            byte[] bytes = Files.readAllBytes(file);
            return Optional.of(decode(file, bytes));
        } catch (IOException e) {
            problems.add(Problem.cannotRead(file, e));
            return Optional.empty();
        }
    }

    /** {@link SourceText#decode}; bytes that are not UTF-8 are reported. */
    private String decode(Path file, byte[] bytes) {
        SourceText.Decoded decoded = SourceText.decode(bytes);
        if (!decoded.utf8()) {
            problems.add(new Problem(file, 0, 0, "not valid UTF-8; read as ISO-8859-1 (string values may be wrong)"));
        }
        return decoded.text();
    }

    private void parse(Path file, String text) {
        int brackets = JavaFiles.bracketDepth(JavaFiles.unescaped(text));
        if (brackets > JavaFiles.MAX_NESTING) {
            skip(file, String.format("its brackets are nested %,d levels deep, more than the limit of %,d"
                    + " (generated code?)", brackets, JavaFiles.MAX_NESTING));
            return;
        }
        ParseResult<CompilationUnit> result;
        try {
            Optional<ParseResult<CompilationUnit>> done = LargeStacks.callWithin(parseTime, "streamlint-parse",
                    () -> new JavaParser(parserConfiguration).parse(text));
            if (done.isEmpty()) {
                skip(file, "parsing it takes longer than " + parseTime.toSeconds() + " s (deeply nested code?)");
                return;
            }
            result = done.get();
        } catch (StackOverflowError e) {
            skip(file, "nested too deeply to parse");
            return;
        } catch (OutOfMemoryError e) {
            skip(file, "not enough memory to parse it");
            return;
        } catch (RuntimeException e) {
            skip(file, "the parser failed (" + e + ")");
            return;
        }
        if (result.isSuccessful() && result.getResult().isPresent()) {
            CompilationUnit cu = result.getResult().get();
            int depth = JavaFiles.depth(cu);
            if (depth > JavaFiles.MAX_NESTING) {
                skip(file, String.format("its syntax is nested %,d levels deep, more than the limit of %,d"
                        + " (generated code?)", depth, JavaFiles.MAX_NESTING));
                return;
            }
            SyntaxTrees.dropTokens(cu);
            cu.setStorage(file, StandardCharsets.UTF_8);
            // Printing any node of a unit stores the unit's printer in its data map on first use, unlocked: made
            // here, on the parsing thread, so that analysis threads printing nodes of one unit only replace it.
            cu.printer(new DefaultPrettyPrinter());
            parsed.put(file, Optional.of(cu));
            index(cu);
        } else {
            parsed.put(file, Optional.empty());
            var first = result.getProblems().isEmpty() ? null : result.getProblems().get(0);
            int line = 0;
            int column = 0;
            String message = "cannot parse";
            if (first != null) {
                message = "cannot parse as Java " + parserConfiguration.getLanguageLevel().toString()
                        .replace("JAVA_", "").replace('_', '.') + ": " + JavaFiles.firstLine(first.getMessage());
                var begin = first.getLocation().flatMap(l -> l.getBegin().getRange()).map(r -> r.begin);
                if (begin.isPresent()) {
                    line = begin.get().line;
                    column = begin.get().column;
                }
            }
            problems.add(new Problem(file, line, column, message + "; file skipped"));
        }
    }

    private void skip(Path file, String reason) {
        parsed.put(file, Optional.empty());
        problems.add(new Problem(file, 0, 0, reason + "; file skipped"));
    }

    /**
     * JDK classes, the source roots of the linted files (so the user's own types resolve) and the class path's
     * jars; empty when no class path is known (then we go by names and imports).
     */
    private Optional<CombinedTypeSolver> typeSolver() {
        if (jars.isEmpty()) {
            return Optional.empty();
        }
        CombinedTypeSolver solver = new CombinedTypeSolver(new ReflectionTypeSolver(true));
        parsedUnits().stream().map(JavaFiles::sourceRoot).flatMap(Optional::stream).distinct()
                .forEach(root -> solver.add(new JavaParserTypeSolver(root, parserConfiguration)));
        ClassPathTypes libraries = ClassPathTypes.of(jars);
        solver.add(libraries.view());
        problems.addAll(libraries.problems());
        return Optional.of(solver);
    }
}
