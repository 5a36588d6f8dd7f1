package io.streamlint.core.source;

import io.streamlint.core.model.Lineage;
import io.streamlint.core.model.Occurrence;
import io.streamlint.core.model.Options;
import io.streamlint.core.model.Plan;
import io.streamlint.core.model.Session;
import io.streamlint.core.source.Observer.PendingQuery;
import io.streamlint.core.source.Observer.Trail;

import java.util.ArrayList;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * What the {@link Observer} has seen one application build so far: its lineages and the streaming sources in them,
 * the queries it starts, its sessions and the configuration written to them.
 */
final class ObservedApplication {

    private final Set<Plan> seenLineages = Collections.newSetFromMap(new IdentityHashMap<>());
    private final Set<Plan> seenSources = Collections.newSetFromMap(new IdentityHashMap<>());
    final List<Occurrence<Plan.Source>> streamingSources = new ArrayList<>();
    final List<Occurrence<Plan>> lineages = new ArrayList<>();
    final List<PendingQuery> queries = new ArrayList<>();
    /** Sessions by id: what their builders set, and where they are built. */
    final Map<String, AbstractValue.Session> sessions = new LinkedHashMap<>();
    /** Configuration written at run time ({@code conf().set}, {@code SET k=v}), by session id. */
    final Map<String, Options> writes = new LinkedHashMap<>();
    /** Configuration written on a session the code does not show. */
    Options writtenOnSomeSession = Options.empty();

    void writeOnSomeSession(Options entries) {
        writtenOnSomeSession = writtenOnSomeSession.withAll(Observer.withoutDynamic(entries));
    }

    void write(AbstractValue.Session session, Options entries) {
        addSession(session);
        Options conf = writes.getOrDefault(session.id(), Options.empty());
        if (!entries.dynamicKeys().isEmpty()) {
            // A key we cannot read may be any configuration of this session (and of no other).
            conf = conf.opened("configuration set with a key the linter cannot read: "
                    + entries.dynamicKeys().get(0).code());
        }
        writes.put(session.id(), conf.withAll(Options.empty().withAll(Observer.withoutDynamic(entries))));
    }

    void addSession(AbstractValue.Session s) {
        sessions.merge(s.id(), s, (a, b) -> new AbstractValue.Session(a.id(), a.conf().withAll(b.conf()), a.location(),
                a.traced() && b.traced()));
    }

    /** Lineages whose value can reach code that runs it (see {@link Escapes}); the others are dead unless a query reads them. */
    final Set<Plan> escaping = Collections.newSetFromMap(new IdentityHashMap<>());

    /** Records a lineage once, and the streaming sources in it once per trail. */
    void addLineage(AbstractValue.Data data, Trail trail, boolean escapes) {
        addSession(data.session());
        if (escapes) {
            escaping.add(data.plan());
        }
        if (!seenLineages.add(data.plan())) {
            return;
        }
        lineages.add(new Occurrence<>(data.plan(), trail.callers(), trail.branches()));
        for (Plan node : Lineage.preOrder(data.plan())) {
            if (node instanceof Plan.Source s && s.streaming() && seenSources.add(s)) {
                streamingSources.add(new Occurrence<>(s, trail.callers(), trail.branches()));
            }
        }
    }
}
