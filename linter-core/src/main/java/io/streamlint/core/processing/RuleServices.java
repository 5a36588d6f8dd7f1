package io.streamlint.core.processing;

import io.streamlint.core.api.Rule;
import io.streamlint.core.api.RuleDescriptor;
import io.streamlint.core.api.RuleInfo;

import javax.annotation.processing.AbstractProcessor;
import javax.annotation.processing.Filer;
import javax.annotation.processing.RoundEnvironment;
import javax.annotation.processing.SupportedAnnotationTypes;
import javax.lang.model.SourceVersion;
import javax.lang.model.element.Element;
import javax.lang.model.element.ElementKind;
import javax.lang.model.element.Modifier;
import javax.lang.model.element.NestingKind;
import javax.lang.model.element.TypeElement;
import javax.lang.model.type.TypeMirror;
import javax.lang.model.util.ElementFilter;
import javax.tools.Diagnostic;
import javax.tools.FileObject;
import javax.tools.StandardLocation;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

/**
 * Registers the rules of a compilation as {@link Rule} services: writes {@code META-INF/services/io.streamlint.core.api.Rule}
 * listing every class annotated with {@link RuleInfo}, so that no hand-kept list forgets a rule. It also refuses, as
 * compile errors, what would fail when the rules are loaded: a {@code @RuleInfo} class that is not a public,
 * concrete, top-level (or static nested) {@link Rule} with a public no-argument constructor, an id not of the form
 * {@link RuleDescriptor#ID}, and two rules with one id.
 *
 * <p>Named explicitly where it runs (Maven: {@code <annotationProcessors>} of the compiler plugin's
 * {@code default-compile} execution; javac: {@code -processor io.streamlint.core.processing.RuleServices}), not found
 * on the class path by itself: test rules compiled beside a rule pack's tests stay unregistered.
 */
@SupportedAnnotationTypes("io.streamlint.core.api.RuleInfo")
public final class RuleServices extends AbstractProcessor {

    /** The services file, as {@link java.util.ServiceLoader} reads it. */
    static final String SERVICES_FILE = "META-INF/services/" + Rule.class.getName();

    /** Binary names of the rule classes found, by the rule id each declares. */
    private final Map<String, String> byId = new HashMap<>();
    private final Set<String> rules = new TreeSet<>();

    @Override
    public SourceVersion getSupportedSourceVersion() {
        return SourceVersion.latestSupported();
    }

    @Override
    public boolean process(Set<? extends TypeElement> annotations, RoundEnvironment round) {
        for (Element element : round.getElementsAnnotatedWith(RuleInfo.class)) {
            if (element instanceof TypeElement type && check(type)) {
                rules.add(processingEnv.getElementUtils().getBinaryName(type).toString());
            }
        }
        if (round.processingOver() && !rules.isEmpty()) {
            write();
        }
        return false;
    }

    /** Whether {@code type} can be loaded as a rule; reports an error on it when not. */
    private boolean check(TypeElement type) {
        String problem = null;
        TypeMirror rule = processingEnv.getElementUtils().getTypeElement(Rule.class.getName()).asType();
        if (type.getKind() != ElementKind.CLASS || type.getModifiers().contains(Modifier.ABSTRACT)) {
            problem = "@RuleInfo is for rule classes; " + type.getSimpleName() + " is not a concrete class";
        } else if (!processingEnv.getTypeUtils().isAssignable(type.asType(), processingEnv.getTypeUtils().erasure(rule))) {
            problem = "a @RuleInfo class implements one of Rule's kinds (SourceRule, OperatorRule, QueryRule,"
                    + " SessionRule, ApplicationRule)";
        } else if (!type.getModifiers().contains(Modifier.PUBLIC) || type.getNestingKind() == NestingKind.MEMBER
                && !type.getModifiers().contains(Modifier.STATIC) || type.getNestingKind() == NestingKind.LOCAL
                || type.getNestingKind() == NestingKind.ANONYMOUS) {
            problem = "a rule class must be public and top-level (or a public static nested class): ServiceLoader"
                    + " creates it";
        } else if (!hasPublicNoArgConstructor(type)) {
            problem = "a rule class needs a public constructor without arguments: ServiceLoader creates it";
        }
        String id = type.getAnnotation(RuleInfo.class).id();
        if (problem == null && !RuleDescriptor.ID.matcher(id).matches()) {
            problem = "rule id '" + id + "' is not of the form rule ids take: two or more capital letters and three or"
                    + " more digits, e.g. ACME001";
        }
        String name = processingEnv.getElementUtils().getBinaryName(type).toString();
        String first = problem == null ? byId.putIfAbsent(id, name) : null;
        if (first != null && !first.equals(name)) {
            problem = "rule id " + id + " is already the id of " + first;
        }
        if (problem != null) {
            processingEnv.getMessager().printMessage(Diagnostic.Kind.ERROR, problem, type);
            return false;
        }
        return true;
    }

    private static boolean hasPublicNoArgConstructor(TypeElement type) {
        var constructors = ElementFilter.constructorsIn(type.getEnclosedElements());
        return constructors.stream().anyMatch(c -> c.getParameters().isEmpty()
                && c.getModifiers().contains(Modifier.PUBLIC));
    }

    /**
     * Writes the services file: the rules of this compilation, and those a file from an earlier compilation of the
     * same output lists that still are rules (an incremental build compiles only some of them).
     */
    private void write() {
        Filer filer = processingEnv.getFiler();
        Set<String> all = new TreeSet<>(rules);
        try {
            FileObject existing = filer.getResource(StandardLocation.CLASS_OUTPUT, "", SERVICES_FILE);
            try (BufferedReader in = new BufferedReader(new InputStreamReader(existing.openInputStream(),
                    StandardCharsets.UTF_8))) {
                in.lines().map(String::strip).filter(l -> !l.isEmpty() && !l.startsWith("#"))
                        .filter(this::stillARule).forEach(all::add);
            }
        } catch (IOException | IllegalArgumentException e) {
            // none yet
        }
        try {
            FileObject file = filer.createResource(StandardLocation.CLASS_OUTPUT, "", SERVICES_FILE);
            try (Writer out = file.openWriter()) {
                for (String name : all) {
                    out.write(name + "\n");
                }
            }
        } catch (IOException e) {
            processingEnv.getMessager().printMessage(Diagnostic.Kind.ERROR, "cannot write " + SERVICES_FILE + ": " + e);
        }
    }

    private boolean stillARule(String binaryName) {
        TypeElement type = processingEnv.getElementUtils().getTypeElement(binaryName.replace('$', '.'));
        return type != null && type.getAnnotation(RuleInfo.class) != null;
    }
}
