/**
 * Input files: the search of a lint's inputs for Java files and plan dumps (hidden folders, test source folders,
 * the symbolic link policy). The engine lints what it finds and the run cache stamps it. Depends on {@code api},
 * {@code support} and, for the plan dump's file name, {@code dump}.
 */
package io.streamlint.core.input;
