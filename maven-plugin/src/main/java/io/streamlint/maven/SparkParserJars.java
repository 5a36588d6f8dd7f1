package io.streamlint.maven;

import io.streamlint.core.model.SparkVersion;
import org.apache.maven.execution.MavenSession;
import org.apache.maven.plugin.descriptor.PluginDescriptor;
import org.apache.maven.plugin.logging.Log;
import org.apache.maven.project.MavenProject;
import org.eclipse.aether.RepositorySystem;
import org.eclipse.aether.artifact.DefaultArtifact;
import org.eclipse.aether.collection.CollectRequest;
import org.eclipse.aether.graph.Dependency;
import org.eclipse.aether.resolution.ArtifactResult;
import org.eclipse.aether.resolution.DependencyRequest;
import org.eclipse.aether.resolution.DependencyResolutionException;

import java.nio.file.Path;
import java.util.List;
import java.util.Set;

/**
 * Spark's SQL parser for a Spark line that Streamlint publishes apart ({@code streamlint-spark-parser-LINE}),
 * resolved by Maven from where the plugin came from, for the lint to load in isolation. The other lines read SQL text
 * with the plugin's own parser, Spark 4.0's.
 */
final class SparkParserJars {

    /** The Spark lines whose SQL parser is published apart (streamlint-spark-parser-LINE); the others read with 4.0's. */
    private static final Set<SparkVersion> PARSERS_OF_THEIR_OWN = Set.of(SparkVersion.V4_1);

    private final RepositorySystem repositorySystem;
    private final MavenSession session;
    private final PluginDescriptor plugin;
    private final MavenProject project;
    private final Log log;

    SparkParserJars(RepositorySystem repositorySystem, MavenSession session, PluginDescriptor plugin,
                    MavenProject project, Log log) {
        this.repositorySystem = repositorySystem;
        this.session = session;
        this.plugin = plugin;
        this.project = project;
        this.log = log;
    }

    /**
     * The jars of Spark's SQL parser for {@code spark}, resolved like a dependency (from the project's repositories)
     * when Streamlint publishes that line's parser; none: the plugin's own, Spark 4.0's. If it cannot be resolved,
     * the lint goes on with 4.0's parser, whose rejections of SQL text are then not reported.
     */
    List<Path> forLine(SparkVersion spark) {
        if (!PARSERS_OF_THEIR_OWN.contains(spark)) {
            return List.of();
        }
        DefaultArtifact parser = new DefaultArtifact(plugin.getGroupId(), "streamlint-spark-parser-" + spark.label(),
                "pom", plugin.getVersion());
        // From where the plugin came from; its pom's dependencies are all of compile scope.
        CollectRequest collect = new CollectRequest(new Dependency(parser, "runtime"), project.getRemotePluginRepositories());
        try {
            return repositorySystem.resolveDependencies(session.getRepositorySession(), new DependencyRequest(collect, null))
                    .getArtifactResults().stream()
                    .map(ArtifactResult::getArtifact)
                    .filter(a -> !a.getGroupId().equals(plugin.getGroupId()) && a.getExtension().equals("jar"))
                    .map(a -> a.getFile().toPath())
                    .sorted()
                    .toList();
        } catch (DependencyResolutionException e) {
            log.warn("Streamlint: cannot resolve Spark " + spark + "'s SQL parser (" + parser + "): "
                    + e.getMessage() + "; SQL text is read with Spark 4.0's parser and its rejections are not reported");
            return List.of();
        }
    }
}
