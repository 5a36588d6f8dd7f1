package io.streamlint.core.dump;

import io.streamlint.core.model.Application;
import io.streamlint.core.model.SourceLocation;

import java.nio.file.Path;
import java.util.Optional;

/**
 * The query of one plan dump, modelled: an application of its own, what Spark's own checker said of it, and where
 * a finding that only repeats Spark's rejection points (the writer's line).
 */
public record DumpedQuery(Path file, Application application, Optional<String> sparkRejection, SourceLocation writerAt) {
}
