package io.streamlint.core.input;

import io.streamlint.core.api.Problem;
import io.streamlint.core.dump.PlanDump;

import java.io.IOException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.SortedMap;
import java.util.TreeMap;

/**
 * The search of the inputs for {@code .java} files and plan dumps. The walk stays in the tree it was given:
 * <ul>
 *   <li>A symbolic link is followed only when its target (its real path) is inside one of the input folders; a link
 *       elsewhere ({@code /}, a home folder) is reported as a problem naming the link and skipped.</li>
 *   <li>Every real folder is listed at most once and every real file is linted once, so no arrangement of links (a
 *       loop, many links to one folder) makes the walk longer than the tree under the inputs. A file is named by its
 *       path without links when the search reaches it so (input folders searched in sorted order); otherwise by the
 *       first link that reaches it, the links (to files and folders) being followed in sorted order of their paths
 *       after that plain search.</li>
 *   <li>A link to a folder that contains it is reported as a loop; a named pipe, device or socket named
 *       {@code *.java} is reported and never opened (reading a pipe would wait for a writer forever).</li>
 * </ul>
 * An input named as a file is linted as named, wherever a link in it points: it was chosen, not found.
 */
final class SourceWalk {

    private final List<Path> inputs;
    private final boolean skipTestFolders;
    private final List<Problem> problems;
    /** Input folders, real paths: the tree links may point into. */
    private final List<Path> realRoots = new ArrayList<>();
    /** Real folders listed (or queued to be): each is listed once. */
    private final Set<Path> listed = new HashSet<>();
    /** Real path of each file found, to the path that names it. */
    private final Map<Path, Path> names = new HashMap<>();
    private final SortedMap<Path, BasicFileAttributes> files = new TreeMap<>();
    /** Links to folders and files inside the roots, to their real paths: followed after the plain walk, in order. */
    private final TreeMap<Path, Path> links = new TreeMap<>();

    private SourceWalk(List<Path> inputs, boolean skipTestFolders, List<Problem> problems) {
        this.inputs = List.copyOf(inputs);
        this.skipTestFolders = skipTestFolders;
        this.problems = problems;
    }

    static SortedMap<Path, BasicFileAttributes> files(List<Path> inputs, boolean skipTestFolders, List<Problem> problems) {
        return new SourceWalk(inputs, skipTestFolders, problems).walk();
    }

    private SortedMap<Path, BasicFileAttributes> walk() {
        TreeMap<Path, Path> folders = new TreeMap<>();
        for (Path input : inputs) {
            Path path = input.toAbsolutePath().normalize();
            if (!Files.exists(path)) {
                problems.add(new Problem(path, 0, 0, "no such file or folder"));
            } else if (Files.isRegularFile(path)) {
                try {
                    add(path, path.toRealPath(), Files.readAttributes(path, BasicFileAttributes.class));
                } catch (IOException e) {
                    problems.add(Problem.cannotRead(path, e));
                }
            } else if (Files.isDirectory(path)) {
                try {
                    Path real = path.toRealPath();
                    folders.put(path, real);
                    realRoots.add(real);
                } catch (IOException e) {
                    problems.add(Problem.cannotRead(path, e));
                }
            } else {
                problems.add(new Problem(path, 0, 0, "not a regular file (a named pipe, device or socket); skipped"));
            }
        }
        folders.forEach((path, real) -> list(path, real, path));
        // Links last: a file or folder also reached without a link keeps that name.
        // A link met while following one sorts after it: links are taken in sorted order.
        while (!links.isEmpty()) {
            Map.Entry<Path, Path> link = links.pollFirstEntry();
            Path real = link.getValue();
            try {
                BasicFileAttributes attrs = Files.readAttributes(real, BasicFileAttributes.class);
                if (attrs.isDirectory()) {
                    list(link.getKey(), real, inputOf(link.getKey()));
                } else {
                    add(link.getKey(), real, attrs);
                }
            } catch (IOException e) {
                problems.add(Problem.cannotRead(link.getKey(), e));
            }
        }
        return files;
    }

    /** The input folder that {@code path} was found under (the longest, when inputs nest). */
    private Path inputOf(Path path) {
        Path best = path;
        for (Path input : inputs) {
            Path in = input.toAbsolutePath().normalize();
            if (path.startsWith(in) && (best == path || in.getNameCount() > best.getNameCount())) {
                best = in;
            }
        }
        return best;
    }

    /**
     * Lists the folder {@code start} (whose real path is {@code real}) and, without following links, the folders
     * below it; links are queued. An explicit stack: a tree thousands of folders deep does not overflow the stack.
     */
    private void list(Path start, Path real, Path input) {
        if (!listed.add(real)) {
            return;
        }
        Deque<Path[]> pending = new ArrayDeque<>();
        pending.push(new Path[] {start, real});
        while (!pending.isEmpty()) {
            Path[] next = pending.pop();
            Path dir = next[0];
            Path dirReal = next[1];
            List<Path> children = new ArrayList<>();
            try (DirectoryStream<Path> entries = Files.newDirectoryStream(dir)) {
                entries.forEach(children::add);
            } catch (IOException | RuntimeException e) {
                problems.add(Problem.cannotRead(dir, e instanceof IOException io ? io
                        : new IOException(e.getMessage(), e)));
                continue;
            }
            children.sort(null);
            for (Path child : children) {
                BasicFileAttributes attrs;
                try {
                    attrs = Files.readAttributes(child, BasicFileAttributes.class, LinkOption.NOFOLLOW_LINKS);
                } catch (IOException e) {
                    problems.add(Problem.cannotRead(child, e));
                    continue;
                }
                Path childReal = dirReal.resolve(child.getFileName().toString());
                if (attrs.isDirectory()) {
                    if (!skipped(child, input) && listed.add(childReal)) {
                        pending.push(new Path[] {child, childReal});
                    }
                } else if (attrs.isSymbolicLink()) {
                    link(child, dirReal, input);
                } else if (wanted(child)) {
                    if (attrs.isRegularFile()) {
                        add(child, childReal, attrs);
                    } else {
                        problems.add(new Problem(child, 0, 0,
                                "not a regular file (a named pipe, device or socket); skipped"));
                    }
                }
            }
        }
    }

    /** A link met in the folder whose real path is {@code dirReal}: queued when it is to be followed. */
    private void link(Path link, Path dirReal, Path input) {
        Path target;
        BasicFileAttributes attrs;
        try {
            target = link.toRealPath();
            attrs = Files.readAttributes(target, BasicFileAttributes.class);
        } catch (IOException e) {
            if (wanted(link)) {
                problems.add(new Problem(link, 0, 0, "broken symbolic link or link loop; skipped"));
            }
            return;
        }
        if (attrs.isDirectory()) {
            if (skipped(link, input)) {
                return;
            }
            if (!insideRoots(target)) {
                problems.add(new Problem(link, 0, 0,
                        "symbolic link to a folder outside the linted folders; not followed"));
            } else if (dirReal.startsWith(target)) {
                problems.add(new Problem(link, 0, 0, "symbolic link loop back to a folder above it; skipped"));
            } else if (!listed.contains(target)) {
                links.putIfAbsent(link, target);
            }
        } else if (wanted(link)) {
            if (!insideRoots(target)) {
                problems.add(new Problem(link, 0, 0,
                        "symbolic link to a file outside the linted folders; not followed"));
            } else if (!attrs.isRegularFile()) {
                problems.add(new Problem(link, 0, 0, "not a regular file (a named pipe, device or socket); skipped"));
            } else {
                links.putIfAbsent(link, target);
            }
        }
    }

    private void add(Path name, Path real, BasicFileAttributes attrs) {
        if (names.putIfAbsent(real, name) == null) {
            files.put(name, attrs);
        }
    }

    private boolean insideRoots(Path real) {
        return realRoots.stream().anyMatch(real::startsWith);
    }

    /** Hidden folders, and test source folders below an input when they are skipped. */
    private boolean skipped(Path dir, Path input) {
        boolean hidden = !dir.equals(input) && dir.getFileName().toString().startsWith(".");
        boolean skippedTests = skipTestFolders && TestFolders.isTestSourceFolder(dir)
                && !input.startsWith(dir.getParent());
        return hidden || skippedTests;
    }

    private static boolean wanted(Path file) {
        return file.getFileName().toString().endsWith(".java") || PlanDump.isDump(file);
    }
}
