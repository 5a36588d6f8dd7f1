package io.streamlint.rules.shapes;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.function.Consumer;

/**
 * Changes to one source file, applied while it is copied ({@link Out#copy(SourceFile, int, int, Edits)}): each
 * replaces a range of the original (an insertion replaces an empty one) with what its writer emits. The code of a
 * replaced range is gone; a finding anchored in it is expected where the replacement starts ({@code markHere}),
 * or where the shape says (it then calls {@link Out#mark} itself).
 */
final class Edits {

    record Edit(int from, int to, Consumer<Out> writer, boolean markHere, int order) {
    }

    private final List<Edit> edits = new ArrayList<>();

    Edits replace(int from, int to, String text) {
        return replace(from, to, out -> out.text(text), true);
    }

    Edits replace(int from, int to, Consumer<Out> writer, boolean markHere) {
        if (from > to) {
            throw new IllegalArgumentException("edit " + from + ".." + to);
        }
        edits.add(new Edit(from, to, writer, markHere, edits.size()));
        return this;
    }

    Edits insert(int at, String text) {
        return replace(at, at, text);
    }

    Edits insert(int at, Consumer<Out> writer) {
        return replace(at, at, writer, false);
    }

    Edits delete(int from, int to) {
        return replace(from, to, "");
    }

    boolean isEmpty() {
        return edits.isEmpty();
    }

    /**
     * The edits inside [from, to), in order (an insertion at {@code to} only when {@code to} ends the file, else it
     * belongs to the next copied range); an edit that crosses the range, or overlaps another, is a bug of the shape.
     */
    List<Edit> within(int from, int to, int fileLength) {
        List<Edit> inside = new ArrayList<>();
        for (Edit e : edits) {
            boolean insertion = e.from() == e.to();
            boolean in = insertion
                    ? e.from() >= from && (e.from() < to || e.from() == fileLength && to == fileLength)
                    : e.from() >= from && e.to() <= to;
            if (in) {
                inside.add(e);
            } else if (!insertion && e.from() < to && e.to() > from) {
                throw new IllegalStateException("edit " + e.from() + ".." + e.to() + " crosses the copied range "
                        + from + ".." + to);
            }
        }
        inside.sort(Comparator.comparingInt(Edit::from).thenComparingInt(Edit::to).thenComparingInt(Edit::order));
        for (int i = 1; i < inside.size(); i++) {
            if (inside.get(i).from() < inside.get(i - 1).to()) {
                throw new IllegalStateException("overlapping edits at " + inside.get(i).from());
            }
        }
        return inside;
    }
}
