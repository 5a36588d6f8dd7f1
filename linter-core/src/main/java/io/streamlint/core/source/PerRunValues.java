package io.streamlint.core.source;

import java.util.Set;

/**
 * The JDK calls whose result differs on every run of a job (a random UUID, the clock, a new temporary directory), as
 * data: a value built from one of them is {@link io.streamlint.core.model.Value.PerRun}.
 */
final class PerRunValues {

    /** {@code Type.method} of static calls. */
    private static final Set<String> STATIC_CALLS = Set.of(
            "UUID.randomUUID", "System.currentTimeMillis", "System.nanoTime", "Math.random",
            "Instant.now", "LocalDateTime.now", "LocalDate.now", "LocalTime.now", "ZonedDateTime.now",
            "OffsetDateTime.now", "Files.createTempDirectory", "Files.createTempFile", "File.createTempFile",
            "ThreadLocalRandom.current", "RandomStringUtils.random", "RandomStringUtils.randomAlphanumeric",
            "RandomStringUtils.randomAlphabetic", "RandomStringUtils.randomNumeric");

    /** Types whose new instance is random or the current time. */
    private static final Set<String> CONSTRUCTED = Set.of("Random", "SecureRandom", "Date", "Timestamp");

    /** Static calls that keep a per-run argument in their result ({@code String.valueOf(System.nanoTime())}). */
    private static final Set<String> CARRYING_OWNERS = Set.of("String", "Long", "Integer", "Objects", "Paths", "Path");

    /** Instance methods of a string that keep a per-run argument in their result ({@code root.concat(runId)}). */
    private static final Set<String> CARRYING_METHODS = Set.of("concat");

    private PerRunValues() {
    }

    static boolean isStaticCall(String type, String method) {
        return STATIC_CALLS.contains(type + "." + method);
    }

    static boolean isConstructed(String type) {
        return CONSTRUCTED.contains(type);
    }

    static boolean carriesArguments(String type) {
        return CARRYING_OWNERS.contains(type);
    }

    static boolean carriesArgument(String method) {
        return CARRYING_METHODS.contains(method);
    }
}
