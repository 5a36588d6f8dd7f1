package io.streamlint.core.source;

import com.github.javaparser.ast.CompilationUnit;
import com.github.javaparser.ast.ImportDeclaration;
import com.github.javaparser.ast.body.TypeDeclaration;
import com.github.javaparser.ast.expr.AnnotationExpr;

import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * Java code that declares itself test code: a top-level class named as Surefire and Failsafe find tests, or a JUnit
 * or TestNG test or lifecycle annotation (the engine's {@code TestCode} also judges a file by its place).
 */
final class TestDeclarations {

    /** Test class names, as Surefire's and Failsafe's default includes end. */
    private static final Pattern TEST_CLASS = Pattern.compile(".*(Test|Tests|TestCase|IT|ITCase)");

    private static final Set<String> TEST_ANNOTATIONS = Set.of(
            "org.junit.Test", "org.junit.Before", "org.junit.After", "org.junit.BeforeClass", "org.junit.AfterClass",
            "org.junit.jupiter.api.Test", "org.junit.jupiter.api.RepeatedTest", "org.junit.jupiter.api.TestFactory",
            "org.junit.jupiter.api.TestTemplate", "org.junit.jupiter.api.BeforeEach", "org.junit.jupiter.api.AfterEach",
            "org.junit.jupiter.api.BeforeAll", "org.junit.jupiter.api.AfterAll",
            "org.junit.jupiter.params.ParameterizedTest",
            "org.testng.annotations.Test", "org.testng.annotations.BeforeMethod", "org.testng.annotations.AfterMethod",
            "org.testng.annotations.BeforeClass", "org.testng.annotations.AfterClass",
            "org.testng.annotations.BeforeTest", "org.testng.annotations.AfterTest",
            "org.testng.annotations.BeforeSuite", "org.testng.annotations.AfterSuite",
            "org.testng.annotations.BeforeGroups", "org.testng.annotations.AfterGroups");

    private TestDeclarations() {
    }

    /** Why {@code unit} is test code by what it declares, or empty when it is not. */
    static Optional<String> reason(CompilationUnit unit) {
        return testClass(unit).or(() -> testAnnotation(unit));
    }

    private static Optional<String> testClass(CompilationUnit unit) {
        return unit.getTypes().stream()
                .map(TypeDeclaration::getNameAsString)
                .filter(name -> TEST_CLASS.matcher(name).matches())
                .findFirst()
                .map(name -> "the test class " + name);
    }

    private static Optional<String> testAnnotation(CompilationUnit unit) {
        return unit.findAll(AnnotationExpr.class).stream()
                .filter(a -> isTestAnnotation(a.getNameAsString(), unit.getImports()))
                .findFirst()
                .map(a -> "the test annotation @" + a.getNameAsString());
    }

    /** Is {@code name}, as written, a test annotation: qualified, or imported by its name or its package? */
    private static boolean isTestAnnotation(String name, List<ImportDeclaration> imports) {
        if (name.contains(".")) {
            return TEST_ANNOTATIONS.contains(name);
        }
        for (ImportDeclaration i : imports) {
            if (i.isStatic()) {
                continue;
            }
            String imported = i.getNameAsString();
            if (i.isAsterisk() ? TEST_ANNOTATIONS.contains(imported + "." + name)
                    : imported.endsWith("." + name) && TEST_ANNOTATIONS.contains(imported)) {
                return true;
            }
        }
        return false;
    }
}
