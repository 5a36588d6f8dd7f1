package io.streamlint.core.model;

import org.junit.jupiter.api.Test;

import java.nio.file.Path;
import java.util.Optional;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** What a set of options surely holds, may hold, and surely lacks. */
class OptionsTest {

    private static final SourceLocation AT = new SourceLocation(Path.of("Job.java"), 1, 1, 1, 10);

    private static Options.DynamicKey dynamic(String code) {
        return new Options.DynamicKey(code, Options.words(code), Value.of("x"), AT);
    }

    @Test
    void aVisibleEntryIsCertainUntilSomethingUnseenCouldReplaceIt() {
        Options options = Options.empty().with("minPartitions", Value.of("0"), AT);
        assertEquals(Optional.of(Value.of("0")), options.certain("MINPARTITIONS").map(Options.Entry::value));
        assertTrue(options.certain("minPartitions").isPresent());
        assertFalse(options.opened("options(kafkaParams)").certain("minPartitions").isPresent());
        assertFalse(options.withDynamic(dynamic("PARTITIONS_KEY")).certain("minPartitions").isPresent());
        assertTrue(options.withDynamic(dynamic("subscribeType")).certain("minPartitions").isPresent());
        assertFalse(options.certain("maxRecordsPerPartition").isPresent());
    }

    @Test
    void anUnreadableKeyMayBeOnlyTheOptionsItsWordsCouldName() {
        Options options = Options.empty().withDynamic(dynamic("subscribeType"));
        assertFalse(options.surelyLacks("subscribe"));
        assertTrue(options.surelyLacks("assign"));
        assertTrue(options.surelyLacks("kafka.bootstrap.servers"));
        assertEquals(Set.of("subscribe", "type"), Options.words("subscribeType"));
    }
}
