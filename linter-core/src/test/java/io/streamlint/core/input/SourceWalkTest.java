package io.streamlint.core.input;

import io.streamlint.core.api.Problem;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/** The search of the inputs follows symbolic links only inside them, lists each real file once and always ends. */
class SourceWalkTest {

    private static final String PLAIN_CLASS = "class A {}\n";

    @TempDir
    Path dir;
    private Path project;
    private Path outside;
    private final List<Problem> problems = new ArrayList<>();

    @BeforeEach
    void tree() throws IOException {
        dir = dir.toRealPath();
        project = Files.createDirectories(dir.resolve("project"));
        outside = Files.createDirectories(dir.resolve("outside"));
        write(outside.resolve("Secret.java"));
    }

    @Test
    void aLinkToAFolderOutsideTheInputsIsReportedAndNotFollowed() throws IOException {
        Path job = write(project.resolve("src/Job.java"));
        Path out = link(project.resolve("src/elsewhere"), outside);
        Path root = link(project.resolve("root"), Path.of("/"));

        assertEquals(List.of(job), files(project));
        assertEquals(List.of(root, out), problems.stream().map(Problem::file).sorted().toList());
        assertTrue(problems.stream().allMatch(p -> p.message().contains("outside the linted folders")), problems.toString());
    }

    @Test
    void aLinkToAFileOutsideTheInputsIsReportedAndNotRead() throws IOException {
        Path job = write(project.resolve("Job.java"));
        Path secret = link(project.resolve("Secret.java"), outside.resolve("Secret.java"));

        assertEquals(List.of(job), files(project));
        assertEquals(1, problems.size(), problems.toString());
        assertEquals(secret, problems.get(0).file());
        assertTrue(problems.get(0).message().contains("outside the linted folders"), problems.toString());
    }

    @Test
    void aFileReachedTwiceIsListedOnceByItsPathWithoutLinks() throws IOException {
        Path job = write(project.resolve("b/Job.java"));
        link(project.resolve("a"), project.resolve("b"));
        link(project.resolve("c/Alias.java"), job);
        link(project.resolve("c/Again.java"), job);

        assertEquals(List.of(job), files(project));
        assertEquals(List.of(), problems);
    }

    @Test
    void aFileReachedOnlyByLinksIsNamedByTheFirstLink() throws IOException {
        Path hidden = write(project.resolve(".generated/Job.java"));
        link(project.resolve("z"), hidden.getParent());
        link(project.resolve("y"), hidden.getParent());
        link(project.resolve("x/Job.java"), hidden);

        assertEquals(List.of(project.resolve("x/Job.java")), files(project));
        assertEquals(List.of(), problems);
    }

    @Test
    void linksInsideTheInputsAreFollowedBetweenInputs() throws IOException {
        Path other = Files.createDirectories(dir.resolve("other"));
        Path shared = write(other.resolve("Shared.java"));
        Path viaLink = link(project.resolve("shared"), other).resolve("Shared.java");

        assertEquals(List.of(shared), files(other, project));
        assertEquals(List.of(viaLink), files(project.resolve("shared"), project).stream().filter(f -> f.equals(viaLink)).toList());
        assertEquals(List.of(), problems);
    }

    @Test
    void loopsAndFansOfLinksEndQuickly() throws IOException {
        Path job = write(project.resolve("Job.java"));
        Path loop = link(project.resolve("loop"), project);
        // 30 levels of two links each to the next level: 2^30 paths if links were walked as folders.
        Path level = project;
        for (int i = 0; i < 30; i++) {
            Path next = Files.createDirectories(level.resolve("d" + i));
            write(next.resolve("F" + i + ".java"));
            link(level.resolve("l" + i + "a"), next);
            link(level.resolve("l" + i + "b"), next);
            level = next;
        }
        List<Path> found = assertTimeoutPreemptively(Duration.ofSeconds(20), () -> files(project));
        assertEquals(31, found.size(), found.toString());
        assertTrue(found.contains(job));
        assertTrue(found.stream().noneMatch(f -> f.toString().contains("/l")), found.toString());
        assertEquals(List.of(loop), problems.stream().map(Problem::file).toList());
        assertTrue(problems.get(0).message().contains("loop"), problems.toString());
    }

    @Test
    void aBrokenLinkNamedJavaIsReported() throws IOException {
        Path broken = link(project.resolve("Gone.java"), project.resolve("missing/Gone.java"));
        link(project.resolve("gone"), project.resolve("missing"));

        assertEquals(List.of(), files(project));
        assertEquals(List.of(broken), problems.stream().map(Problem::file).toList());
    }

    private List<Path> files(Path... inputs) {
        problems.clear();
        InputFiles found = InputFiles.find(List.of(inputs), false);
        problems.addAll(found.problems());
        return found.paths();
    }

    private static Path link(Path link, Path target) throws IOException {
        Files.createDirectories(link.getParent());
        try {
            return Files.createSymbolicLink(link, target);
        } catch (UnsupportedOperationException | IOException e) {
            assumeTrue(false, "this file system cannot make symbolic links: " + e);
            throw e;
        }
    }

    private static Path write(Path file) throws IOException {
        Files.createDirectories(file.getParent());
        return Files.writeString(file, PLAIN_CLASS);
    }
}
