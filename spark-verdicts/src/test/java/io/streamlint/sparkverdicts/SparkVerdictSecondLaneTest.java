package io.streamlint.sparkverdicts;

/** The second lane of {@link SparkVerdictTest}'s programs, run by a test JVM of its own beside the first. */
class SparkVerdictSecondLaneTest extends SparkVerdictTest {

    @Override
    int lane() {
        return 1;
    }
}
