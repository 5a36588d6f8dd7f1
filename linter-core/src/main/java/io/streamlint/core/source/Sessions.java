package io.streamlint.core.source;

import com.github.javaparser.ast.Node;
import com.github.javaparser.ast.body.TypeDeclaration;
import io.streamlint.core.model.Options;
import io.streamlint.core.model.SourceLocation;

import java.util.List;

/**
 * Which SparkSession a value is. A session built by {@code getOrCreate()} is identified by where it is built
 * and the calls that led there, so two jobs that build their sessions in one factory have two sessions; a
 * session whose origin the code does not show is identified by where the untraced value comes from.
 */
final class Sessions {

    private Sessions() {
    }

    /**
     * A session built at {@code creation} (with {@code conf} from its builder). Within one application,
     * {@code getOrCreate()} at one place gives one session, whichever helper context it runs in.
     */
    static AbstractValue.Session built(Options conf, Node creation) {
        SourceLocation at = Code.location(creation);
        return new AbstractValue.Session(id(at), conf, at, true);
    }

    /** A session held by a parameter, field or variable whose value the code does not show. */
    static AbstractValue.Session untraced(Node origin) {
        SourceLocation at = Code.location(origin);
        return new AbstractValue.Session("untraced " + id(at), Options.empty(), at, false);
    }

    /** The session of a Dataset whose origin is unknown. */
    static AbstractValue.Session unknownOrigin(SourceLocation at) {
        return new AbstractValue.Session("unknown " + id(at), Options.empty(), at, false);
    }

    /**
     * {@code SparkSession.active()} and the like: the session the running job made active. One per top-level
     * class, where jobs are written, so that one job's configuration does not leak into another's.
     */
    static AbstractValue.Session active(Node use) {
        List<TypeDeclaration<?>> types = Variables.enclosingTypes(use);
        String owner = types.isEmpty() ? Code.file(use).toString()
                : types.get(types.size() - 1).getFullyQualifiedName().orElse(types.get(types.size() - 1).getNameAsString());
        return new AbstractValue.Session("active session of " + owner, Options.empty(), Code.location(use), false);
    }

    /** {@code spark.newSession()}: a session of its own, sharing nothing of the parent's configuration. */
    static AbstractValue.Session child(AbstractValue.Session parent, Node call) {
        return new AbstractValue.Session(parent.id() + " / new session " + id(Code.location(call)), Options.empty(),
                Code.location(call), parent.traced());
    }

    private static String id(SourceLocation at) {
        return at.file() + ":" + at.line() + ":" + at.column();
    }
}
