package io.streamlint.core.engine;

import com.code_intelligence.jazzer.junit.FuzzTest;
import io.streamlint.core.testkit.FuzzInputs;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;

/**
 * Coverage-guided fuzzing of the run cache reader (Jazzer): whatever a cache file holds, {@link StoredRun#read}
 * returns a stored run (null for another format) or refuses it with an {@link IOException}, as it documents, within
 * the per-input timeout; {@link RunCache} reports such a file and lints as if there were none. Regression inputs
 * (seeds and every crash found) are in
 * {@code src/test/resources/io/streamlint/core/engine/RunCacheFuzzTestInputs/readsOrRefuses/}.
 */
class RunCacheFuzzTest {

    private static final FuzzInputs INPUTS = new FuzzInputs(Duration.ofSeconds(30));

    @FuzzTest(maxDuration = "10s")
    void readsOrRefuses(byte[] data) throws Throwable {
        INPUTS.run(() -> {
            Path file = Files.createTempFile("fuzz", ".cache");
            try {
                Files.write(file, data);
                StoredRun run;
                try {
                    run = StoredRun.read(file, RunCache.FORMAT);
                } catch (IOException refused) {
                    return;
                }
                if (run != null) {
                    run.toJson();
                }
            } finally {
                Files.deleteIfExists(file);
            }
        });
    }
}
