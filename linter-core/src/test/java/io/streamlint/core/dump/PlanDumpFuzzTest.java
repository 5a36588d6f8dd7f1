package io.streamlint.core.dump;

import com.code_intelligence.jazzer.junit.FuzzTest;
import io.streamlint.core.testkit.FuzzInputs;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;

import static org.junit.jupiter.api.Assertions.assertNotNull;

/**
 * Coverage-guided fuzzing of the plan dump reader (Jazzer): whatever a {@code *.streamlint-plan.json} holds,
 * {@link PlanDump#read} returns a dump or refuses it with a {@link DumpException} (or an {@link IOException}, which
 * the linter reports the same way), within the per-input timeout. Regression inputs (seeds and every crash found)
 * are in {@code src/test/resources/io/streamlint/core/dump/PlanDumpFuzzTestInputs/readsOrRefuses/}.
 */
class PlanDumpFuzzTest {

    private static final FuzzInputs INPUTS = new FuzzInputs(Duration.ofSeconds(30));

    @FuzzTest(maxDuration = "10s")
    void readsOrRefuses(byte[] data) throws Throwable {
        INPUTS.run(() -> {
            Path file = Files.createTempFile("fuzz", PlanDump.SUFFIX);
            try {
                Files.write(file, data);
                PlanDump dump;
                try {
                    dump = PlanDump.read(file);
                } catch (DumpException | IOException refused) {
                    return;
                }
                assertNotNull(dump.query());
                assertNotNull(dump.sparkVersion());
            } finally {
                Files.deleteIfExists(file);
            }
        });
    }
}
