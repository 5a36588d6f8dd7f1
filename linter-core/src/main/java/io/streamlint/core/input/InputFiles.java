package io.streamlint.core.input;

import io.streamlint.core.api.Problem;
import io.streamlint.core.dump.PlanDump;

import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.SortedMap;
import java.util.TreeMap;

/**
 * The files a lint reads, found under its inputs: the {@code .java} files and plan dumps
 * ({@code *.streamlint-plan.json}), sorted, without hidden folders and, when they are skipped, without the test source
 * folders found below an input ({@link TestFolders}; an input in one, or its {@code src/test} folder, is searched).
 * Symbolic links are followed only into the input folders, and a file reached twice is listed once (see
 * {@link SourceWalk}). What cannot be searched (a missing input, an unreadable folder, a link out of the tree) is a
 * problem, and the search goes on.
 *
 * @param files    each file found, with its attributes as read while listing (the run cache stamps files with them)
 * @param problems what the search reported, in the order it met them
 */
public record InputFiles(SortedMap<Path, BasicFileAttributes> files, List<Problem> problems) {

    public InputFiles {
        files = Collections.unmodifiableSortedMap(new TreeMap<>(files));
        problems = List.copyOf(problems);
    }

    /**
     * Searches {@code inputs} (files and folders).
     *
     * @param skipTestFolders leave out the test source folders below an input folder
     */
    public static InputFiles find(List<Path> inputs, boolean skipTestFolders) {
        List<Problem> problems = new ArrayList<>();
        SortedMap<Path, BasicFileAttributes> files = SourceWalk.files(inputs, skipTestFolders, problems);
        return new InputFiles(files, problems);
    }

    /** Every file found, sorted. */
    public List<Path> paths() {
        return List.copyOf(files.keySet());
    }

    /** The Java files found, sorted. */
    public List<Path> javaFiles() {
        return files.keySet().stream().filter(f -> !isPlanDump(f)).toList();
    }

    /** The plan dumps found, sorted. */
    public List<Path> planDumps() {
        return files.keySet().stream().filter(InputFiles::isPlanDump).toList();
    }

    /** Is {@code file} a plan dump, by its name? Any other file found is Java source. */
    public static boolean isPlanDump(Path file) {
        return PlanDump.isDump(file);
    }
}
