package io.streamlint.core.source;

import com.github.javaparser.ast.CompilationUnit;
import com.github.javaparser.ast.Node;
import com.github.javaparser.ast.body.BodyDeclaration;
import com.github.javaparser.ast.body.CallableDeclaration;
import com.github.javaparser.ast.body.InitializerDeclaration;
import com.github.javaparser.ast.body.MethodDeclaration;
import com.github.javaparser.ast.body.TypeDeclaration;
import org.jspecify.annotations.Nullable;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.Collections;
import java.util.Deque;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.ConcurrentHashMap;
import java.util.Objects;

/**
 * The applications of the linted code: each {@code main} method starts one (its class names it), and a method
 * belongs to every application whose {@code main} reaches it through calls (to the method Java resolves, or to every
 * implementation of an abstract one) and object creations. Code no {@code main} reaches (a library, tests, a job
 * started by a framework) belongs to the application of its module: the folder of the nearest build file.
 * Applications are the unit of sessions, temp views, query names and checkpoints: what one does never applies to
 * another.
 */
final class Applications {

    private static final List<String> BUILD_FILES = List.of("pom.xml", "build.gradle", "build.gradle.kts", "build.sbt",
            "BUILD", "BUILD.bazel");

    private final SourceSet sources;
    private final CallGraph calls;
    private volatile @Nullable Map<CallableDeclaration<?>, Set<String>> reached;
    private final Map<Path, String> moduleOfFolder = new ConcurrentHashMap<>();

    Applications(SourceSet sources, CallGraph calls) {
        this.sources = sources;
        this.calls = calls;
    }

    /** The applications {@code node}'s code runs in, in a stable order (at least one). */
    Set<String> of(Node node) {
        CallableDeclaration<?> callable = node instanceof CallableDeclaration<?> c ? c
                : node.findAncestor(CallableDeclaration.class).map(c -> (CallableDeclaration<?>) c).orElse(null);
        Set<String> apps = callable == null ? initializerApplications(node) : reached().get(callable);
        if (apps == null || apps.isEmpty()) {
            return Set.of(module(node));
        }
        return apps;
    }

    /**
     * The applications of code in an initializer block ({@code static { .. }}): Java runs it when its class is first
     * used, so it belongs to every application that reaches a method or constructor of the class.
     */
    private @Nullable Set<String> initializerApplications(Node node) {
        Optional<InitializerDeclaration> block = node instanceof InitializerDeclaration i ? Optional.of(i)
                : node.findAncestor(InitializerDeclaration.class);
        Optional<TypeDeclaration<?>> type = block.flatMap(b -> b.findAncestor(TypeDeclaration.class))
                .map(t -> (TypeDeclaration<?>) t);
        if (type.isEmpty()) {
            return null;
        }
        Set<String> apps = new TreeSet<>();
        for (BodyDeclaration<?> member : type.get().getMembers()) {
            if (member instanceof CallableDeclaration<?> c) {
                apps.addAll(reached().getOrDefault(c, Set.of()));
            }
        }
        return apps;
    }

    /** Walks the calls from every main now (before the evaluation threads start, which all need it). */
    void prepare() {
        reached();
    }

    private Map<CallableDeclaration<?>, Set<String>> reached() {
        Map<CallableDeclaration<?>, Set<String>> result = reached;
        if (result == null) {
            synchronized (this) {
                if (reached == null) {
                    reached = walk();
                }
                result = reached;
            }
        }
        return result;
    }

    /** From each main, every method it reaches. */
    private Map<CallableDeclaration<?>, Set<String>> walk() {
        Map<CallableDeclaration<?>, Set<String>> apps = new IdentityHashMap<>();
        for (CompilationUnit unit : sources.parsedUnits()) {
            for (MethodDeclaration main : unit.findAll(MethodDeclaration.class)) {
                if (!isMain(main)) {
                    continue;
                }
                String app = "main " + main.findAncestor(TypeDeclaration.class)
                        .map(t -> Types.qualifiedName((TypeDeclaration<?>) t)).orElse(main.getNameAsString());
                Set<CallableDeclaration<?>> seen = Collections.newSetFromMap(new IdentityHashMap<>());
                Deque<CallableDeclaration<?>> work = new ArrayDeque<>();
                work.add(main);
                while (!work.isEmpty()) {
                    CallableDeclaration<?> m = work.poll();
                    if (!seen.add(m)) {
                        continue;
                    }
                    apps.computeIfAbsent(m, k -> new TreeSet<>()).add(app);
                    work.addAll(calls.callees(m));
                }
            }
        }
        apps.replaceAll((m, set) -> Collections.unmodifiableSet(set));
        return apps;
    }

    private static boolean isMain(MethodDeclaration m) {
        return m.getNameAsString().equals("main") && m.isStatic() && m.getParameters().size() == 1
                && m.getType().isVoidType() && (m.getParameter(0).getType().asString().equals("String[]")
                || m.getParameter(0).isVarArgs() && m.getParameter(0).getType().asString().equals("String"));
    }

    /** The module of a file: the folder of the nearest build file above it, else its source root. */
    private String module(Node node) {
        Path folder = Objects.requireNonNull(Code.file(node).toAbsolutePath().normalize().getParent()); // a file has a folder
        String module = moduleOfFolder.computeIfAbsent(folder, f -> {
            for (Path d = f; d != null; d = d.getParent()) {
                for (String build : BUILD_FILES) {
                    if (Files.isRegularFile(d.resolve(build))) {
                        return "module " + d;
                    }
                }
            }
            return "";
        });
        if (!module.isEmpty()) {
            return module;
        }
        return "module " + node.findCompilationUnit().flatMap(JavaFiles::sourceRoot).map(Path::toString)
                .orElse(folder.toString());
    }
}
