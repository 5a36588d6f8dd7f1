package io.streamlint.core.sql;

import io.streamlint.core.model.SparkVersion;

import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

/**
 * Which of Spark's parsers reads a lint's SQL text and interval strings: the one in {@code jars} (the target
 * release's, in a class loader of its own) when given, else the one on the class path.
 *
 * @param target the Spark line the jobs run on
 * @param jars   the class path of the target release's parser; empty: the parser on the linter's class path
 */
public record SqlParser(SparkVersion target, List<Path> jars) {

    public static final SqlParser DEFAULT = new SqlParser(SparkVersion.DEFAULT, List.of());

    public SqlParser {
        jars = List.copyOf(jars);
    }

    /** The reader, loaded on first use; empty without Spark's parser. */
    public Optional<SqlText> reader() {
        return SqlText.get(jars);
    }

    /**
     * Whether {@code reader}'s rejections are the target's: not when it is an older release's parser, whose grammar
     * may lack what the target accepts (a Spark 4.1 {@code WATERMARK} clause read by 4.0's parser).
     */
    public boolean rejectsFor(SqlText reader) {
        return reader.version().atLeast(target);
    }
}
