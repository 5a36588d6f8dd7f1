package io.streamlint.core.report;

import java.util.HashMap;
import java.util.Map;

/**
 * GitHub code scanning's {@code partialFingerprints.primaryLocationLineHash}: the value its upload action
 * (github/codeql-action, {@code fingerprints.ts}) computes for a result that comes without one. Computing it
 * here gives the same value, so alerts keep their identity whether or not the action fills it in.
 * <p>
 * Every line gets a rolling hash (base 37, 64-bit wrap-around) of the 100 characters starting at the line,
 * skipping spaces and tabs, with CR and CRLF read as LF and an end-of-file marker after the last character;
 * the hash is written in hex without leading zeros, with {@code :n} for the n-th line of equal hash.
 */
final class LineHashes {

    private static final int BLOCK_SIZE = 100;
    private static final long MOD = 37;
    private static final char EOF = 65535;
    private static final long FIRST_MOD = firstMod();

    private final long[] window = new long[BLOCK_SIZE];
    private final int[] lineNumbers = new int[BLOCK_SIZE];
    private final Map<String, Integer> hashCounts = new HashMap<>();
    private final Map<Integer, String> hashes = new HashMap<>();
    private long hash;
    private int index;
    private int lineNumber;
    private boolean lineStart = true;
    private boolean previousCr;

    private LineHashes() {
        java.util.Arrays.fill(lineNumbers, -1);
    }

    /** The hash of each line of {@code text}, by 1-based line number (a text ending in a line end has one more, empty line). */
    static Map<Integer, String> of(String text) {
        LineHashes h = new LineHashes();
        for (int i = 0; i < text.length(); i++) {
            h.process(text.charAt(i));
        }
        h.process(EOF);
        for (int i = 0; i < BLOCK_SIZE; i++) {
            if (h.lineNumbers[h.index] != -1) {
                h.output();
            }
            h.update(0);
        }
        return h.hashes;
    }

    private void process(char c) {
        char current = c;
        if (current == ' ' || current == '\t' || previousCr && current == '\n') {
            previousCr = false;
            return;
        }
        if (current == '\r') {
            current = '\n';
            previousCr = true;
        } else {
            previousCr = false;
        }
        if (lineNumbers[index] != -1) {
            output();
        }
        if (lineStart) {
            lineStart = false;
            lineNumber++;
            lineNumbers[index] = lineNumber;
        }
        if (current == '\n') {
            lineStart = true;
        }
        update(current);
    }

    private void update(long current) {
        long begin = window[index];
        window[index] = current;
        hash = MOD * hash + current - FIRST_MOD * begin;
        index = (index + 1) % BLOCK_SIZE;
    }

    private void output() {
        String value = Long.toHexString(hash);
        int count = hashCounts.merge(value, 1, Integer::sum);
        hashes.put(lineNumbers[index], value + ":" + count);
        lineNumbers[index] = -1;
    }

    private static long firstMod() {
        long m = 1;
        for (int i = 0; i < BLOCK_SIZE; i++) {
            m *= MOD;
        }
        return m;
    }
}
