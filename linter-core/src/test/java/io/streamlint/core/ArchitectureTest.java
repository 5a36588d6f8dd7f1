package io.streamlint.core;

import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.junit.AnalyzeClasses;
import com.tngtech.archunit.junit.ArchTest;
import com.tngtech.archunit.lang.ArchRule;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static com.tngtech.archunit.library.Architectures.layeredArchitecture;
import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;

/**
 * linter-core's packages as floors, each using only the floors below it (see each package's
 * {@code package-info.java}), so that a frontend, the engine or a report can change without the floors under it.
 */
@AnalyzeClasses(packages = "io.streamlint.core", importOptions = ImportOption.DoNotIncludeTests.class)
class ArchitectureTest {

    @ArchTest
    static final ArchRule NO_PACKAGE_LOOPS = slices().matching("io.streamlint.core.(*)..").should().beFreeOfCycles();

    @ArchTest
    static final ArchRule FLOORS = layeredArchitecture().consideringOnlyDependenciesInLayers()
            .layer("support").definedBy("io.streamlint.core.support..")
            .layer("model").definedBy("io.streamlint.core.model..")
            .layer("api").definedBy("io.streamlint.core.api..")
            .layer("config").definedBy("io.streamlint.core.config..")
            .layer("sql").definedBy("io.streamlint.core.sql..")
            .layer("frontend contract").definedBy("io.streamlint.core.frontend..")
            .layer("java frontend").definedBy("io.streamlint.core.source..")
            .layer("dump frontend").definedBy("io.streamlint.core.dump..")
            .layer("input files").definedBy("io.streamlint.core.input..")
            .layer("engine").definedBy("io.streamlint.core.engine..")
            .layer("setup").definedBy("io.streamlint.core.setup..")
            .layer("report").definedBy("io.streamlint.core.report..")
            .layer("rule registration").definedBy("io.streamlint.core.processing..")
            .whereLayer("support").mayNotAccessAnyLayer()
            .whereLayer("model").mayOnlyAccessLayers("support")
            .whereLayer("api").mayOnlyAccessLayers("support", "model")
            .whereLayer("config").mayOnlyAccessLayers("support", "model", "api")
            .whereLayer("sql").mayOnlyAccessLayers("support", "model")
            .whereLayer("frontend contract").mayOnlyAccessLayers("support", "model", "api")
            .whereLayer("java frontend").mayOnlyAccessLayers("support", "model", "api", "sql", "frontend contract")
            .whereLayer("dump frontend").mayOnlyAccessLayers("support", "model", "api", "frontend contract")
            .whereLayer("input files").mayOnlyAccessLayers("support", "api", "dump frontend")
            .whereLayer("engine").mayOnlyAccessLayers("support", "model", "api", "config", "sql", "frontend contract",
                    "java frontend", "dump frontend", "input files")
            .whereLayer("setup").mayOnlyAccessLayers("support", "model", "api", "config", "sql", "engine")
            .whereLayer("report").mayOnlyAccessLayers("support", "model", "api", "frontend contract", "engine")
            .whereLayer("rule registration").mayOnlyAccessLayers("model", "api")
            .whereLayer("rule registration").mayNotBeAccessedByAnyLayer();

    /** Reports get what they show of the files through the engine's result, never from a frontend. */
    @ArchTest
    static final ArchRule REPORTS_WITHOUT_FRONTENDS = noClasses()
            .that().resideInAPackage("io.streamlint.core.report..")
            .should().dependOnClassesThat().resideInAnyPackage("io.streamlint.core.source..", "io.streamlint.core.dump..",
                    "com.github.javaparser..");

    /** The engine runs whichever frontend built the model; Java's syntax stays in the Java frontend. */
    @ArchTest
    static final ArchRule ENGINE_WITHOUT_JAVA_SYNTAX = noClasses()
            .that().resideInAPackage("io.streamlint.core.engine..")
            .should().dependOnClassesThat().resideInAPackage("com.github.javaparser..");
}
