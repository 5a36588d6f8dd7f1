package io.streamlint.core.model;

import org.jspecify.annotations.Nullable;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;

/**
 * Options of a reader or writer, or session configuration entries. Keys are matched ignoring case,
 * as Spark's {@code CaseInsensitiveMap} does for source and sink options. An {@code open} set may hold
 * entries we cannot see (an {@code options(map)} whose map is unknown): then nothing is "missing".
 * An entry whose key cannot be read ({@code option(keyFromArgs, v)}) is a {@link DynamicKey}: it may be an
 * option only when its expression could name it (see {@link #couldName}); otherwise it is some other option.
 * Immutable; every change returns a new instance.
 */
public final class Options {

    /** One entry as written: the key's own spelling, its value, and where it was set. */
    public record Entry(String key, Value value, SourceLocation location) {
    }

    /**
     * An entry whose key we could not read: the key expression as written, the words of its identifiers,
     * method names and string parts (lower case, singular), its value, and where it was set.
     */
    public record DynamicKey(String code, Set<String> words, Value value, SourceLocation location) {
        public DynamicKey {
            words = Set.copyOf(words);
        }
    }

    /** Words too common in option keys and names to tell one option from another. */
    private static final Set<String> COMMON_WORDS = Set.of("max", "min", "per", "option", "opt", "key", "name",
            "spark", "sql", "streaming", "stream", "kafka", "conf", "config", "configuration", "setting", "property",
            "the", "of", "to", "location", "path", "dir", "directory", "value", "string", "get", "set", "put",
            "default", "const", "constant", "prop", "param", "arg", "args");

    private static final Options EMPTY = new Options(null, 0, 0, List.of(), List.of());

    /**
     * The entries, by lower-case key, in a persistent search tree: a set entry shares all but one path of the tree
     * it was made from, so a map filled with thousands of puts costs time that grows with their number, not with
     * its square. Each entry carries the order it was set in (a later set of a key moves it to the end, as in a map).
     */
    private final @Nullable Tree entries;
    private final long sets;
    /** The hash of the entries as a map ({@code Map.hashCode}), kept as they are set. */
    private final int entriesHash;
    private final List<DynamicKey> dynamicKeys;
    private final List<String> openReasons;
    /** The entries in the order set, listed on first use. */
    private volatile @Nullable List<Entry> inOrder;

    private Options(@Nullable Tree entries, long sets, int entriesHash, List<DynamicKey> dynamicKeys, List<String> openReasons) {
        this.entries = entries;
        this.sets = sets;
        this.entriesHash = entriesHash;
        this.dynamicKeys = dynamicKeys;
        this.openReasons = openReasons;
    }

    /** A node of a treap: ordered by key, a heap by the key's hash (so the same keys give the same shape). */
    private record Tree(String key, Entry entry, long order, @Nullable Tree left, @Nullable Tree right, int priority) {

        Tree(String key, Entry entry, long order, @Nullable Tree left, @Nullable Tree right) {
            this(key, entry, order, left, right, Integer.rotateLeft(key.hashCode() * 0x9E3779B9, 7));
        }

        static @Nullable Entry get(@Nullable Tree t, String key) {
            while (t != null) {
                int c = key.compareTo(t.key);
                if (c == 0) {
                    return t.entry;
                }
                t = c < 0 ? t.left : t.right;
            }
            return null;
        }

        static Tree put(@Nullable Tree t, String key, Entry entry, long order) {
            if (t == null) {
                return new Tree(key, entry, order, null, null);
            }
            int c = key.compareTo(t.key);
            if (c == 0) {
                return new Tree(key, entry, order, t.left, t.right);
            }
            if (c < 0) {
                Tree left = put(t.left, key, entry, order);
                Tree n = new Tree(t.key, t.entry, t.order, left, t.right);
                return left.priority() > n.priority()
                        ? new Tree(left.key, left.entry, left.order, left.left,
                        new Tree(n.key, n.entry, n.order, left.right, n.right)) : n;
            }
            Tree right = put(t.right, key, entry, order);
            Tree n = new Tree(t.key, t.entry, t.order, t.left, right);
            return right.priority() > n.priority()
                    ? new Tree(right.key, right.entry, right.order,
                    new Tree(n.key, n.entry, n.order, n.left, right.left), right.right) : n;
        }

        static void collect(@Nullable Tree t, List<Tree> out) {
            // iterative in-order walk: the tree's depth is logarithmic, but keep the stack use flat anyway
            java.util.ArrayDeque<Tree> stack = new java.util.ArrayDeque<>();
            Tree n = t;
            while (n != null || !stack.isEmpty()) {
                while (n != null) {
                    stack.push(n);
                    n = n.left;
                }
                n = stack.pop();
                out.add(n);
                n = n.right;
            }
        }
    }

    public static Options empty() {
        return EMPTY;
    }

    /** A set that may hold anything: for a value we cannot see at all. */
    public static Options unknown(String reason) {
        return EMPTY.opened(reason);
    }

    public Options with(String key, Value value, SourceLocation location) {
        String lower = key.toLowerCase(Locale.ROOT);
        Entry entry = new Entry(key, value, location);
        Entry previous = Tree.get(entries, lower);
        int hash = entriesHash + (lower.hashCode() ^ entry.hashCode())
                - (previous == null ? 0 : lower.hashCode() ^ previous.hashCode());
        return new Options(Tree.put(entries, lower, entry, sets), sets + 1, hash, dynamicKeys, openReasons);
    }

    /** Adds an entry whose key expression {@code code} we could not read. */
    public Options withDynamic(DynamicKey key) {
        if (dynamicKeys.contains(key)) {
            return this;
        }
        List<DynamicKey> copy = new ArrayList<>(dynamicKeys);
        copy.add(key);
        return new Options(entries, sets, entriesHash, List.copyOf(copy), openReasons);
    }

    /** Adds everything of {@code other}; its entries win, and if it is open so is the result. */
    public Options withAll(Options other) {
        if (entries == null && dynamicKeys.isEmpty() && openReasons.isEmpty()) {
            return other; // reader.options(map) on a reader without options: the map's entries, shared
        }
        if (other.entries == null && other.dynamicKeys.isEmpty() && other.openReasons.isEmpty()) {
            return this;
        }
        Options result = this;
        for (Entry e : other.entries()) {
            result = result.with(e.key(), e.value(), e.location());
        }
        for (DynamicKey d : other.dynamicKeys) {
            result = result.withDynamic(d);
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
        return new Options(entries, sets, entriesHash, dynamicKeys, List.copyOf(reasons));
    }

    public Optional<Entry> get(String key) {
        return Optional.ofNullable(Tree.get(entries, key.toLowerCase(Locale.ROOT)));
    }

    /**
     * The value of {@code key}: unknown when it is not visibly set but may be (an open set, or a key we could
     * not read that could name it). Empty when surely absent.
     */
    public Optional<Value> value(String key) {
        Optional<Entry> entry = get(key);
        if (entry.isPresent()) {
            return Optional.of(entry.get().value());
        }
        return mayHold(key) ? Optional.of(Value.unknown("options may hold " + key)) : Optional.empty();
    }

    /**
     * The entry of {@code key} when it is visibly set and nothing unseen may replace it (an unknown map, a key we
     * cannot read that could name it): the value Spark surely gets.
     */
    public Optional<Entry> certain(String key) {
        return get(key).filter(e -> !mayHold(key));
    }

    /** True only when we can see every entry and {@code key} is surely not among them. */
    public boolean surelyLacks(String key) {
        return get(key).isEmpty() && !mayHold(key);
    }

    private boolean mayHold(String key) {
        return isOpen() || dynamicKeys.stream().anyMatch(d -> couldName(d, key));
    }

    /** The entries whose key we could not read, in the order they were set. */
    public List<DynamicKey> dynamicKeys() {
        return dynamicKeys;
    }

    /**
     * Could an unreadable key expression name option {@code key}? Only when they share a distinctive word:
     * {@code CHECKPOINT_DIR_KEY} could be {@code checkpointLocation}; {@code subscribeType} cannot be
     * {@code maxOffsetsPerTrigger}.
     */
    public static boolean couldName(DynamicKey dynamic, String key) {
        Set<String> wanted = new TreeSet<>(words(key));
        wanted.removeAll(COMMON_WORDS);
        return wanted.stream().anyMatch(dynamic.words()::contains);
    }

    /** The words of identifiers and texts: split at case changes and non-letters, lower case, singular. */
    public static Set<String> words(String text) {
        Set<String> words = new TreeSet<>();
        for (String part : text.split("[^A-Za-z0-9]+|(?<=[a-z0-9])(?=[A-Z])|(?<=[A-Z])(?=[A-Z][a-z])")) {
            String w = part.toLowerCase(Locale.ROOT);
            if (w.length() > 3 && w.endsWith("s") && !w.endsWith("ss")) {
                w = w.substring(0, w.length() - 1);
            }
            if (!w.isEmpty()) {
                words.add(w);
            }
        }
        return words;
    }

    public boolean isOpen() {
        return !openReasons.isEmpty();
    }

    public List<String> openReasons() {
        return openReasons;
    }

    /** The entries in the order they were set (a key set again counts where it was last set). */
    public List<Entry> entries() {
        List<Entry> list = inOrder;
        if (list == null) {
            List<Tree> nodes = new ArrayList<>();
            Tree.collect(entries, nodes);
            nodes.sort(java.util.Comparator.comparingLong(Tree::order));
            list = nodes.stream().map(Tree::entry).toList();
            inOrder = list;
        }
        return list;
    }

    /** The entries by lower-case key, for comparing two sets as maps. */
    private Map<String, Entry> entryMap() {
        Map<String, Entry> map = new java.util.HashMap<>();
        for (Entry e : entries()) {
            map.put(e.key().toLowerCase(Locale.ROOT), e);
        }
        return map;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Options other && entriesHash == other.entriesHash && dynamicKeys.equals(other.dynamicKeys)
                && openReasons.equals(other.openReasons) && entryMap().equals(other.entryMap());
    }

    @Override
    public int hashCode() {
        return (entriesHash * 31 + dynamicKeys.hashCode()) * 31 + openReasons.hashCode();
    }

    @Override
    public String toString() {
        return "Options" + entries().stream().map(e -> e.key() + "=" + e.value()).toList()
                + (dynamicKeys.isEmpty() ? "" : " dynamic" + dynamicKeys.stream().map(DynamicKey::code).toList())
                + (isOpen() ? " open" + openReasons : "");
    }
}
