package io.streamlint.core.engine;

import com.code_intelligence.jazzer.junit.FuzzTest;
import io.streamlint.core.config.ConfigException;
import org.junit.jupiter.api.Timeout;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertNotNull;

/**
 * Coverage-guided fuzzing of the baseline reader (Jazzer): whatever a {@code streamlint-baseline.json} holds,
 * {@link Baseline#read} returns a baseline (which renders) or refuses it with a {@link ConfigException}, within the
 * per-input timeout. Regression inputs (seeds and every crash found) are in
 * {@code src/test/resources/io/streamlint/core/engine/BaselineFuzzTestInputs/readsOrRefuses/}.
 */
class BaselineFuzzTest {

    @FuzzTest(maxDuration = "10s")
    @Timeout(10)
    void readsOrRefuses(byte[] data) throws IOException {
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
    }
}
