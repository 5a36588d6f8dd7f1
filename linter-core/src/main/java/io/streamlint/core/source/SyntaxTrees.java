package io.streamlint.core.source;

import com.github.javaparser.Range;
import com.github.javaparser.ast.Node;

import java.util.ArrayDeque;
import java.util.Deque;

/** What Streamlint does to every syntax tree it keeps. */
public final class SyntaxTrees {

    private SyntaxTrees() {
    }

    /**
     * Lets the tokens of {@code root}'s tree go, keeping every node's range: JavaParser links every token of the
     * file (white space included) into the tree, about two thirds of the memory a tree takes, and nothing here reads
     * them. A node's comment is not among its children but holds its tokens, and one token links to all the
     * others of the file: comments are stripped too. Walked without recursion, like {@link SourceSet#depth}.
     */
    public static void dropTokens(Node root) {
        Deque<Node> nodes = new ArrayDeque<>();
        nodes.push(root);
        while (!nodes.isEmpty()) {
            Node node = nodes.pop();
            Range range = node.getRange().orElse(null);
            node.setTokenRange(null);
            node.setRange(range);
            for (Node child : node.getChildNodes()) {
                nodes.push(child);
            }
            node.getComment().ifPresent(nodes::push);
        }
    }
}
