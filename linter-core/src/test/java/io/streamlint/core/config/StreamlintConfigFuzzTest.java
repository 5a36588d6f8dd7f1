package io.streamlint.core.config;

import com.code_intelligence.jazzer.junit.FuzzTest;
import io.streamlint.core.testkit.FuzzInputs;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import java.util.stream.IntStream;

import static org.junit.jupiter.api.Assertions.assertNotNull;

/**
 * Coverage-guided fuzzing of the configuration reader (Jazzer): whatever a {@code streamlint.yaml} holds,
 * {@link StreamlintConfig#load} returns a configuration or refuses it with a {@link ConfigException}, within the
 * per-input timeout. Regression inputs (seeds and every crash found) are in
 * {@code src/test/resources/io/streamlint/core/config/StreamlintConfigFuzzTestInputs/loadsOrRefuses/}.
 */
class StreamlintConfigFuzzTest {

    private static final Map<String, List<String>> RULES = IntStream.rangeClosed(1, 60).boxed()
            .collect(Collectors.toMap(i -> String.format("SS%03d", i), i -> List.of("localPathPrefixes")));

    private static final FuzzInputs INPUTS = new FuzzInputs(Duration.ofSeconds(30));

    @FuzzTest(maxDuration = "10s")
    void loadsOrRefuses(byte[] data) throws Throwable {
        INPUTS.run(() -> {
            Path dir = Files.createTempDirectory("fuzz");
            Path file = dir.resolve(StreamlintConfig.DEFAULT_FILE_NAME);
            try {
                Files.write(file, data);
                StreamlintConfig config;
                try {
                    config = StreamlintConfig.loadDefault(dir, RULES);
                } catch (ConfigException refused) {
                    assertNotNull(refused.getMessage());
                    return;
                }
                assertNotNull(config.disabled());
                assertNotNull(config.ruleSettings());
            } finally {
                Files.deleteIfExists(file);
                Files.deleteIfExists(dir);
            }
        });
    }
}
