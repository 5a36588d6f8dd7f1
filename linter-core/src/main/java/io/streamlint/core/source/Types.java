package io.streamlint.core.source;

import com.github.javaparser.ast.CompilationUnit;
import com.github.javaparser.ast.ImportDeclaration;
import com.github.javaparser.ast.Modifier;
import com.github.javaparser.ast.Node;
import com.github.javaparser.ast.body.ClassOrInterfaceDeclaration;
import com.github.javaparser.ast.body.EnumDeclaration;
import com.github.javaparser.ast.body.MethodDeclaration;
import com.github.javaparser.ast.body.RecordDeclaration;
import com.github.javaparser.ast.body.TypeDeclaration;
import com.github.javaparser.ast.expr.MethodCallExpr;
import com.github.javaparser.ast.type.ClassOrInterfaceType;
import org.jspecify.annotations.Nullable;

import java.util.ArrayList;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The types of the linted sources by name, as Java resolves a simple name at a place in the code, with their
 * supertypes and (for calls that dispatch at run time) their subtypes. Built on the parsed units of one run,
 * which no longer change once the analysis starts.
 */
final class Types {

    private final SourceSet sources;
    /** Direct subtypes of each linted type (by {@code extends} and {@code implements}), built on first use. */
    private volatile @Nullable Map<TypeDeclaration<?>, List<TypeDeclaration<?>>> subtypes;
    /** Each type with its supertypes, and each qualified name's types, computed once (asked for every call). */
    private final Map<TypeDeclaration<?>, List<TypeDeclaration<?>>> withSuper =
            java.util.Collections.synchronizedMap(new IdentityHashMap<>());
    private final Map<String, List<TypeDeclaration<?>>> byQualifiedName = new java.util.concurrent.ConcurrentHashMap<>();
    /** The names of the methods the linted types declare, built on first use. */
    private volatile @Nullable Set<String> methodNames;

    Types(SourceSet sources) {
        this.sources = sources;
    }

    /**
     * The types of the linted sources that {@code simpleName} can mean at {@code context}. When several share
     * the name, Java's rules pick: a nested or same-file type, a single-type import, the same package, an
     * on-demand import. Names that stay ambiguous resolve to nothing (unknown), never to a guess.
     */
    List<TypeDeclaration<?>> named(String simpleName, Node context) {
        List<TypeDeclaration<?>> all = sources.typesNamed(simpleName);
        if (all.size() <= 1) {
            return all;
        }
        CompilationUnit cu = context.findCompilationUnit().orElse(null);
        if (cu == null) {
            return List.of();
        }
        List<TypeDeclaration<?>> sameFile = sources.typesNamed(simpleName, cu);
        if (!sameFile.isEmpty()) {
            return sameFile;
        }
        for (ImportDeclaration imp : cu.getImports()) {
            if (!imp.isStatic() && !imp.isAsterisk() && imp.getName().getIdentifier().equals(simpleName)) {
                return all.stream().filter(t -> qualifiedName(t).equals(imp.getNameAsString())).toList();
            }
        }
        String pkg = packageOf(cu);
        List<TypeDeclaration<?>> samePackage = all.stream()
                .filter(t -> t.isTopLevelType() && packageOf(sources.unitOf(t)).equals(pkg)).toList();
        if (!samePackage.isEmpty()) {
            return samePackage.size() == 1 ? samePackage : List.of();
        }
        List<TypeDeclaration<?>> imported = all.stream().filter(t -> t.isTopLevelType() && cu.getImports().stream()
                .anyMatch(i -> !i.isStatic() && i.isAsterisk()
                        && i.getNameAsString().equals(packageOf(sources.unitOf(t))))).toList();
        return imported.size() == 1 ? imported : List.of();
    }

    /**
     * The linted types an object's class name means at {@code context}: a qualified name (as objects of linted
     * classes carry) exactly, a simple one as Java resolves it there.
     */
    List<TypeDeclaration<?>> ofObject(String type, Node context) {
        return type.contains(".") ? qualified(type) : named(type, context);
    }

    /** The name objects of {@code type} carry: qualified, so that it means the same class anywhere. */
    static String objectName(TypeDeclaration<?> type) {
        return qualifiedName(type);
    }

    /** The linted type with this fully qualified name (a static import's owner). */
    List<TypeDeclaration<?>> qualified(String qualifiedName) {
        List<TypeDeclaration<?>> known = byQualifiedName.get(qualifiedName);
        if (known == null) {
            known = sources.typesNamed(qualifiedName.substring(qualifiedName.lastIndexOf('.') + 1)).stream()
                    .filter(t -> qualifiedName(t).equals(qualifiedName)).toList();
            byQualifiedName.putIfAbsent(qualifiedName, known);
        }
        return known;
    }

    /** The linted types {@code type} extends or implements directly. */
    List<TypeDeclaration<?>> superTypes(TypeDeclaration<?> type) {
        List<TypeDeclaration<?>> result = new ArrayList<>();
        for (ClassOrInterfaceType written : writtenSuperTypes(type)) {
            for (TypeDeclaration<?> t : named(written.getNameAsString(), type)) {
                if (t != type && !result.contains(t)) {
                    result.add(t);
                }
            }
        }
        return result;
    }

    /** {@code type} and the linted types above it, nearest first (each once). */
    List<TypeDeclaration<?>> withSuperTypes(TypeDeclaration<?> type) {
        List<TypeDeclaration<?>> known = withSuper.get(type);
        if (known == null) {
            known = List.copyOf(computeWithSuperTypes(type));
            withSuper.put(type, known);
        }
        return known;
    }

    private List<TypeDeclaration<?>> computeWithSuperTypes(TypeDeclaration<?> type) {
        Set<TypeDeclaration<?>> seen = Collections.newSetFromMap(new IdentityHashMap<>());
        List<TypeDeclaration<?>> result = new ArrayList<>();
        List<TypeDeclaration<?>> next = List.of(type);
        while (!next.isEmpty()) {
            List<TypeDeclaration<?>> above = new ArrayList<>();
            for (TypeDeclaration<?> t : next) {
                if (seen.add(t)) {
                    result.add(t);
                    above.addAll(superTypes(t));
                }
            }
            next = above;
        }
        return result;
    }

    /** The linted types below {@code type}, at any distance, in a stable order (each once). */
    List<TypeDeclaration<?>> subTypes(TypeDeclaration<?> type) {
        Map<TypeDeclaration<?>, List<TypeDeclaration<?>>> index = subtypeIndex();
        Set<TypeDeclaration<?>> seen = Collections.newSetFromMap(new IdentityHashMap<>());
        List<TypeDeclaration<?>> result = new ArrayList<>();
        List<TypeDeclaration<?>> next = index.getOrDefault(type, List.of());
        while (!next.isEmpty()) {
            List<TypeDeclaration<?>> below = new ArrayList<>();
            for (TypeDeclaration<?> t : next) {
                if (t != type && seen.add(t)) {
                    result.add(t);
                    below.addAll(index.getOrDefault(t, List.of()));
                }
            }
            next = below;
        }
        return result;
    }

    /** Does some linted type declare a method named {@code name}? */
    boolean declaresMethod(String name) {
        Set<String> names = methodNames;
        if (names == null) {
            Set<String> built = new java.util.HashSet<>();
            for (CompilationUnit unit : sources.parsedUnits()) {
                unit.findAll(MethodDeclaration.class).forEach(m -> built.add(m.getNameAsString()));
            }
            methodNames = names = built;
        }
        return names.contains(name);
    }

    /** Methods of {@code owner} (not inherited) named {@code name} that accept {@code arity} arguments. */
    static List<MethodDeclaration> methods(TypeDeclaration<?> owner, String name, int arity) {
        return owner.getMethodsByName(name).stream()
                .filter(m -> m.getParameters().size() == arity
                        || (m.getParameters().isNonEmpty() && m.getParameters().getLast().orElseThrow().isVarArgs()
                        && arity >= m.getParameters().size() - 1))
                .toList();
    }

    /**
     * The methods a call of {@code method} may run at run time: itself (when it has a body) and each method of a
     * subtype that overrides it (same name and parameter count), for a method that dispatches dynamically.
     */
    List<MethodDeclaration> implementations(MethodDeclaration method) {
        List<MethodDeclaration> result = new ArrayList<>();
        if (method.getBody().isPresent()) {
            result.add(method);
        }
        if (method.isStatic() || method.isPrivate() || method.isFinal()) {
            return result;
        }
        TypeDeclaration<?> owner = method.findAncestor(TypeDeclaration.class).map(t -> (TypeDeclaration<?>) t)
                .orElse(null);
        if (owner == null || owner.hasModifier(Modifier.Keyword.FINAL) || owner instanceof RecordDeclaration
                || owner instanceof EnumDeclaration) {
            return result;
        }
        int arity = method.getParameters().size();
        for (TypeDeclaration<?> sub : subTypes(owner)) {
            for (MethodDeclaration m : sub.getMethodsByName(method.getNameAsString())) {
                if (m.getParameters().size() == arity && m.getBody().isPresent() && !m.isStatic()) {
                    result.add(m);
                }
            }
        }
        return result;
    }

    /** The linted types that statically import {@code call}'s name into its file. */
    List<TypeDeclaration<?>> staticImportOwners(MethodCallExpr call) {
        CompilationUnit cu = call.findCompilationUnit().orElse(null);
        if (cu == null) {
            return List.of();
        }
        List<TypeDeclaration<?>> owners = new ArrayList<>();
        for (ImportDeclaration imp : cu.getImports()) {
            if (!imp.isStatic() || (!imp.isAsterisk() && !imp.getName().getIdentifier().equals(call.getNameAsString()))) {
                continue;
            }
            String owner = imp.isAsterisk() ? imp.getNameAsString() : qualifier(imp.getNameAsString());
            if (!owner.startsWith("org.apache.spark.")) {
                owners.addAll(qualified(owner));
            }
        }
        return owners;
    }

    private Map<TypeDeclaration<?>, List<TypeDeclaration<?>>> subtypeIndex() {
        Map<TypeDeclaration<?>, List<TypeDeclaration<?>>> index = subtypes;
        if (index == null) {
            synchronized (this) {
                if (subtypes == null) {
                    Map<TypeDeclaration<?>, List<TypeDeclaration<?>>> built = new IdentityHashMap<>();
                    for (CompilationUnit unit : sources.parsedUnits()) {
                        for (TypeDeclaration<?> type : unit.findAll(TypeDeclaration.class)) {
                            for (TypeDeclaration<?> above : superTypes(type)) {
                                built.computeIfAbsent(above, k -> new ArrayList<>()).add(type);
                            }
                        }
                    }
                    subtypes = built;
                }
                index = subtypes;
            }
        }
        return index;
    }

    private static List<ClassOrInterfaceType> writtenSuperTypes(TypeDeclaration<?> type) {
        Set<ClassOrInterfaceType> written = new LinkedHashSet<>();
        if (type instanceof ClassOrInterfaceDeclaration c) {
            written.addAll(c.getExtendedTypes());
            written.addAll(c.getImplementedTypes());
        } else if (type instanceof EnumDeclaration e) {
            written.addAll(e.getImplementedTypes());
        } else if (type instanceof RecordDeclaration r) {
            written.addAll(r.getImplementedTypes());
        }
        return List.copyOf(written);
    }

    /**
     * Not kept in a map: JavaParser's nodes are equal, and hash, by their structure, so two identical classes of two
     * packages (generated code, a copied holder class) would share one entry and one of them get the other's
     * package, whichever a thread asked for first.
     */
    static String qualifiedName(TypeDeclaration<?> type) {
        return type.getFullyQualifiedName().orElse(type.getNameAsString());
    }

    static String packageOf(@Nullable CompilationUnit cu) {
        return cu == null ? "" : cu.getPackageDeclaration().map(p -> p.getNameAsString()).orElse("");
    }

    static String qualifier(String qualifiedName) {
        int dot = qualifiedName.lastIndexOf('.');
        return dot < 0 ? "" : qualifiedName.substring(0, dot);
    }
}
