package io.streamlint.core.report;

import org.junit.jupiter.api.Test;

import java.nio.file.Path;

import static io.streamlint.core.report.ReportFixtures.ROOT;
import static org.junit.jupiter.api.Assertions.assertEquals;

class ReportPathsTest {

    @Test
    void relativeWithForwardSlashes() {
        assertEquals("src/main/java/A.java", ReportPaths.relative(ROOT, ROOT.resolve("src/main/java/A.java")));
        assertEquals("../other/B.java", ReportPaths.relative(ROOT, ROOT.resolve("../other/B.java")));
        assertEquals(".", ReportPaths.relative(ROOT, ROOT));
    }

    @Test
    void urisArePercentEncodedUtf8() {
        // A string, not a Path: under a C locale the JVM cannot make a Path of "été".
        assertEquals("a%20b/%C3%A9t%C3%A9/100%25/x%3Ay%23z.java", ReportPaths.percentEncode("a b/été/100%/x:y#z.java"));
        assertEquals("my%20jobs/A.java", ReportPaths.relativeUri(ROOT, ROOT.resolve("my jobs/A.java")));
        assertEquals("src/Main_1-2~(v).java", ReportPaths.relativeUri(ROOT, ROOT.resolve("src/Main_1-2~(v).java")));
    }

    @Test
    void rootRelativeFilesStayRelative() {
        Path root = Path.of("/").toAbsolutePath();
        assertEquals("etc/A.java", ReportPaths.relative(root, root.resolve("etc/A.java")));
    }
}
