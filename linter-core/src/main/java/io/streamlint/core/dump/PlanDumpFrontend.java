package io.streamlint.core.dump;

import io.streamlint.core.api.Problem;
import io.streamlint.core.model.Application;
import io.streamlint.core.model.Lineage;
import io.streamlint.core.model.Occurrence;
import io.streamlint.core.model.StreamingQuery;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * The second frontend: plan dumps ({@link PlanDump}) read into the application model, one application a dump, with
 * an index of the dumps ({@link PlanDumpIndex}) that names the plan node on each line for the reports.
 */
public final class PlanDumpFrontend {

    /** Reads {@code dumps}; a dump that cannot be read is a problem naming the file and the reason. */
    public DumpExtraction extract(List<Path> dumps) {
        List<DumpedQuery> queries = new ArrayList<>();
        List<Problem> problems = new ArrayList<>();
        for (Path dump : dumps) {
            PlanDump plan;
            try {
                plan = PlanDump.read(dump);
            } catch (DumpException e) {
                problems.add(new Problem(dump, e.line(), e.column(), "cannot read this plan dump: " + e.getMessage()));
                continue;
            } catch (IOException e) {
                problems.add(new Problem(dump, 0, 0, "cannot read this plan dump: " + e.getMessage()));
                continue;
            }
            StreamingQuery query = plan.query();
            Application app = new Application(Lineage.streamingSources(query.plan()).stream().map(Occurrence::of).toList(),
                    List.of(Occurrence.of(query.plan())), List.of(Occurrence.of(query)), List.of(query.session()));
            queries.add(new DumpedQuery(dump, app, plan.sparkRejection(), query.sink().location()));
        }
        return new DumpExtraction(queries, problems, new PlanDumpIndex());
    }
}
