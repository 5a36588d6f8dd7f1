package io.streamlint.core.source;

import com.github.javaparser.StaticJavaParser;
import com.github.javaparser.ast.CompilationUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.util.Optional;

import static org.junit.jupiter.api.Assertions.assertEquals;

class JavaFilesTest {

    @TempDir
    Path dir;

    @Test
    void aSourceRootIsWhereTheFoldersMatchThePackage() {
        assertEquals(Optional.of(dir.resolve("app/src/main/java")),
                JavaFiles.sourceRoot(unit(dir.resolve("app/src/main/java/com/acme/Job.java"), "package com.acme;")));
        assertEquals(Optional.of(dir.resolve("jobs")), JavaFiles.sourceRoot(unit(dir.resolve("jobs/Job.java"), "")));
        // A file not in its package's folders (a sample, a generated file): no root, rather than an unrelated folder.
        assertEquals(Optional.empty(),
                JavaFiles.sourceRoot(unit(dir.resolve("src/test/resources/SS001/Job.java"), "package com.acme;")));
        assertEquals(Optional.empty(), JavaFiles.sourceRoot(unit(dir.resolve("acme/Job.java"), "package com.acme;")));
    }

    private static CompilationUnit unit(Path file, String packageDeclaration) {
        CompilationUnit unit = StaticJavaParser.parse(packageDeclaration + " class Job {}");
        unit.setStorage(file);
        return unit;
    }
}
