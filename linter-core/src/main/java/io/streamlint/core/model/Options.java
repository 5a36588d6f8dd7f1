package io.streamlint.core.model;

import io.streamlint.core.api.SourceLocation;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * Options of a reader or writer, or session configuration entries. Keys are matched ignoring case,
 * as Spark's {@code CaseInsensitiveMap} does for source and sink options. An {@code open} set may hold
 * entries we cannot see (an {@code options(map)} whose map is unknown): then nothing is "missing".
 * Immutable; every change returns a new instance.
 */
public final class Options {

    /** One entry as written: the key's own spelling, its value, and where it was set. */
    public record Entry(String key, Value value, SourceLocation location) {
    }

    private static final Options EMPTY = new Options(Map.of(), List.of());

    private final Map<String, Entry> entries;
    private final List<String> openReasons;

    private Options(Map<String, Entry> entries, List<String> openReasons) {
        this.entries = entries;
        this.openReasons = openReasons;
    }

    public static Options empty() {
        return EMPTY;
    }

    /** A set that may hold anything: for a value we cannot see at all. */
    public static Options unknown(String reason) {
        return EMPTY.opened(reason);
    }

    public Options with(String key, Value value, SourceLocation location) {
        Map<String, Entry> copy = new LinkedHashMap<>(entries);
        String lower = key.toLowerCase(Locale.ROOT);
        copy.remove(lower); // a later set wins and moves to the end, as in a map
        copy.put(lower, new Entry(key, value, location));
        return new Options(Collections.unmodifiableMap(copy), openReasons);
    }

    /** Adds everything of {@code other}; its entries win, and if it is open so is the result. */
    public Options withAll(Options other) {
        Options result = this;
        for (Entry e : other.entries.values()) {
            result = result.with(e.key(), e.value(), e.location());
        }
        for (String reason : other.openReasons) {
            result = result.opened(reason);
        }
        return result;
    }

    /** Marks that entries we cannot see may be present. */
    public Options opened(String reason) {
        if (openReasons.contains(reason)) {
            return this;
        }
        List<String> reasons = new ArrayList<>(openReasons);
        reasons.add(reason);
        return new Options(entries, List.copyOf(reasons));
    }

    public Optional<Entry> get(String key) {
        return Optional.ofNullable(entries.get(key.toLowerCase(Locale.ROOT)));
    }

    /** The value of {@code key}: unknown when it is not visibly set but may be. Empty when surely absent. */
    public Optional<Value> value(String key) {
        Optional<Entry> entry = get(key);
        if (entry.isPresent()) {
            return Optional.of(entry.get().value());
        }
        return isOpen() ? Optional.of(Value.unknown("options may hold " + key)) : Optional.empty();
    }

    /** True only when we can see every entry and {@code key} is not among them. */
    public boolean surelyLacks(String key) {
        return !isOpen() && get(key).isEmpty();
    }

    public boolean isOpen() {
        return !openReasons.isEmpty();
    }

    public List<String> openReasons() {
        return openReasons;
    }

    public List<Entry> entries() {
        return List.copyOf(entries.values());
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Options other && entries.equals(other.entries) && openReasons.equals(other.openReasons);
    }

    @Override
    public int hashCode() {
        return entries.hashCode() * 31 + openReasons.hashCode();
    }

    @Override
    public String toString() {
        return "Options" + entries.values().stream().map(e -> e.key() + "=" + e.value()).toList()
                + (isOpen() ? " open" + openReasons : "");
    }
}
