package io.streamlint.core.engine;

import com.code_intelligence.jazzer.junit.FuzzTest;
import io.streamlint.core.testkit.FuzzInputs;
import io.streamlint.core.config.ConfigException;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;

import static org.junit.jupiter.api.Assertions.assertNotNull;

/**
 * Coverage-guided fuzzing of the baseline reader (Jazzer): whatever a {@code streamlint-baseline.json} holds,
 * {@link Baseline#read} returns a baseline (which renders) or refuses it with a {@link ConfigException}, within the
 * per-input timeout. Regression inputs (seeds and every crash found) are in
 * {@code src/test/resources/io/streamlint/core/engine/BaselineFuzzTestInputs/readsOrRefuses/}.
 */
class BaselineFuzzTest {

    private static final FuzzInputs INPUTS = new FuzzInputs(Duration.ofSeconds(30));

    @FuzzTest(maxDuration = "10s")
    void readsOrRefuses(byte[] data) throws Throwable {
        INPUTS.run(() -> {
            Path file = Files.createTempFile("fuzz", ".json");
            try {
                Files.write(file, data);
                Baseline baseline;
                try {
                    baseline = Baseline.read(file);
                } catch (ConfigException refused) {
                    assertNotNull(refused.getMessage());
                    return;
                }
                assertNotNull(baseline.render());
            } finally {
                Files.deleteIfExists(file);
            }
        });
    }
}
