package io.streamlint.core.frontend;

/**
 * The named element of a file that a line shows, for reports that name it beside the position (SARIF's logical
 * location): in a plan dump, the plan node or the writer.
 *
 * @param name the element's own name ({@code Aggregate}, {@code writeStream})
 * @param path its fully qualified name: the elements from the outermost down to it ({@code Aggregate > Join >
 *             Project[2] > StreamingRelationV2})
 */
public record CodeElement(String name, String path) {
}
