package io.streamlint.core.source;

import com.github.javaparser.StaticJavaParser;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.util.Optional;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Java code that declares itself test code: by class name, by annotation. */
class TestDeclarationsTest {

    private static Optional<String> reason(String source) {
        return TestDeclarations.reason(StaticJavaParser.parse(source));
    }

    @ParameterizedTest
    @ValueSource(strings = {"OrdersTest", "OrdersTests", "OrdersTestCase", "OrdersIT", "OrdersITCase"})
    void classesNamedAsSurefireAndFailsafeFindTestsAreTestCode(String name) {
        assertEquals(Optional.of("the test class " + name), reason("package demo; class " + name + " { }"));
    }

    @ParameterizedTest
    @ValueSource(strings = {"TestEventsPublisher", "Testimonials", "LatestOffsets", "Audit", "ContestJob"})
    void otherClassNamesAreNot(String name) {
        assertEquals(Optional.empty(), reason("package demo; class " + name + " { }"));
    }

    @ParameterizedTest
    @ValueSource(strings = {
            "import org.junit.Test; class Checks { @Test public void runs() { } }",
            "import org.junit.jupiter.api.*; class Checks { @BeforeEach void start() { } }",
            "import org.junit.jupiter.params.ParameterizedTest; class Checks { @ParameterizedTest void runs(int n) { } }",
            "class Checks { @org.testng.annotations.Test public void runs() { } }",
            "import org.testng.annotations.*; class Checks { @BeforeMethod public void start() { } }"})
    void junitAndTestngTestAnnotationsMakeTestCode(String source) {
        assertTrue(reason(source).orElseThrow().startsWith("the test annotation @"));
    }

    @ParameterizedTest
    @ValueSource(strings = {
            "import com.acme.platform.Test; class Checks { @Test public void runs() { } }",
            "import com.acme.platform.*; class Checks { @Test public void runs() { } }",
            "class Checks { @Test public void runs() { } }",
            "import static org.junit.Assert.assertTrue; class Checks { @Test public void runs() { } }",
            "import org.junit.jupiter.api.Test; class Checks { @Deprecated public void runs() { } }",
            "import org.junit.Rule; class Checks { @Rule public Object rule; }"})
    void otherAnnotationsAreNot(String source) {
        assertEquals(Optional.empty(), reason(source));
    }
}
