package io.streamlint.maven;

import io.streamlint.core.dump.PlanDump;
import io.streamlint.core.report.ConsoleText;
import org.apache.maven.plugin.MojoExecutionException;

import java.io.IOException;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.PathMatcher;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.Consumer;
import java.util.stream.Stream;

/**
 * The files a goal lints from a project's folders: the {@code .java} files of its source roots that the
 * {@code includes} and {@code excludes} parameters select, and the plan dumps of its dump folder; never a symbolic
 * link to a file outside those folders (named in a warning instead), and each real file once.
 *
 * <p>The plugin keeps this walk rather than core's {@code input.InputFiles}: that one also follows links to folders
 * inside the inputs, leaves out hidden and test source folders, knows no globs and reports what it skips as problems,
 * worded otherwise; the goals' file lists, and so their output, would change.
 */
final class SourceFiles {

    private final List<String> includes;
    private final List<String> excludes;
    private final Consumer<String> warn;

    /**
     * @param includes globs of the files to lint, relative to each source root; empty: every {@code .java} file
     * @param excludes globs of the files not to lint
     * @param warn     where the links left out are named
     */
    SourceFiles(List<String> includes, List<String> excludes, Consumer<String> warn) {
        this.includes = includes;
        this.excludes = excludes;
        this.warn = warn;
    }

    /** The {@code .java} files under {@code roots} that {@code includes} and {@code excludes} select, sorted. */
    List<Path> selectedFiles(List<Path> roots) throws MojoExecutionException {
        List<PathMatcher> in = matchers(includes.isEmpty() ? List.of("**") : includes);
        List<PathMatcher> out = matchers(excludes);
        Set<Path> files = new TreeSet<>();
        for (Path root : roots) {
            try (Stream<Path> walk = Files.walk(root)) {
                walk.filter(f -> f.getFileName().toString().endsWith(".java") && Files.isRegularFile(f))
                        .filter(f -> {
                            Path relative = root.relativize(f);
                            return in.stream().anyMatch(m -> matches(m, relative)) && out.stream().noneMatch(m -> matches(m, relative));
                        })
                        .forEach(files::add);
            } catch (IOException e) {
                throw new MojoExecutionException(ConsoleText.printable("Streamlint: cannot list " + root + ": " + e.getMessage()), e);
            }
        }
        return withinRoots(files, roots, warn);
    }

    /**
     * {@code files}, sorted, without those that are symbolic links to a file outside {@code roots} (each named in a
     * warning) and with each real file once: under its path without a link if it has one, else its first link. The walks that list them follow no link to a
     * folder, so they stay in the roots and end; only a link to a file could lead out.
     */
    static List<Path> withinRoots(Set<Path> files, List<Path> roots, Consumer<String> warn) {
        List<Path> realRoots = new ArrayList<>();
        for (Path root : roots) {
            try {
                realRoots.add(root.toRealPath());
            } catch (IOException e) {
                // an unreadable root lists nothing
            }
        }
        Set<Path> seen = new java.util.HashSet<>();
        Set<Path> kept = new TreeSet<>();
        // Paths without a link first, so that they name the files links also reach.
        List<Path> order = new ArrayList<>(new TreeSet<>(files));
        order.sort(java.util.Comparator.comparing(Files::isSymbolicLink));
        for (Path file : order) {
            Path real;
            try {
                real = file.toRealPath();
            } catch (IOException e) {
                continue;
            }
            if (realRoots.stream().noneMatch(real::startsWith)) {
                warn.accept("Streamlint: " + file
                        + ": symbolic link to a file outside the source roots; not followed");
            } else if (seen.add(real)) {
                kept.add(file);
            }
        }
        return new ArrayList<>(kept);
    }

    /** The plan dumps under {@code folder}, sorted; none when it does not exist. */
    List<Path> planDumps(Path folder) throws MojoExecutionException {
        if (!Files.isDirectory(folder)) {
            return List.of();
        }
        try (Stream<Path> walk = Files.walk(folder)) {
            Set<Path> dumps = walk.filter(f -> PlanDump.isDump(f) && Files.isRegularFile(f))
                    .collect(java.util.stream.Collectors.toCollection(TreeSet::new));
            return withinRoots(dumps, List.of(folder), warn);
        } catch (IOException e) {
            throw new MojoExecutionException(ConsoleText.printable("Streamlint: cannot list " + folder + ": " + e.getMessage()), e);
        }
    }

    /** A glob matches the path, or (for {@code **}/x patterns) the path at the top level too. */
    private static boolean matches(PathMatcher m, Path relative) {
        return m.matches(relative) || m.matches(Path.of("_").resolve(relative));
    }

    private static List<PathMatcher> matchers(List<String> globs) {
        List<PathMatcher> out = new ArrayList<>();
        for (String glob : globs) {
            if (glob != null && !glob.isBlank()) {
                out.add(FileSystems.getDefault().getPathMatcher("glob:" + glob.strip().replace('\\', '/')));
            }
        }
        return out;
    }

    /** {@code paths} that exist, absolute and normalised, each once, in order. */
    static List<Path> existing(List<String> paths) {
        Set<Path> out = new LinkedHashSet<>();
        for (String p : paths) {
            Path path = Path.of(p).toAbsolutePath().normalize();
            if (Files.exists(path)) {
                out.add(path);
            }
        }
        return new ArrayList<>(out);
    }
}
