package io.streamlint.core.model;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Optional;
import java.util.Set;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.api.Test;

class UpsertsTest {

    @ParameterizedTest
    @ValueSource(strings = {
        "MERGE INTO web.views t USING u s ON t.page = s.page WHEN MATCHED THEN UPDATE SET t.views = t.views + s.views",
        "merge into views as t using u as s on t.k = s.k when matched and s.n > 0 then update set n = t.n + s.n",
        "MERGE INTO views USING u ON views.k = u.k WHEN MATCHED THEN UPDATE SET views.n = u.n + views.n",
        "INSERT INTO counters (name, n) VALUES (?, ?) ON CONFLICT (name) DO UPDATE SET n = counters.n + EXCLUDED.n",
        "INSERT INTO counters AS c (k, n) VALUES (?, ?) ON CONFLICT (k) DO UPDATE SET seen = now(), n = c.n + 1",
        "INSERT INTO revenue (day, total) VALUES (?, ?) ON DUPLICATE KEY UPDATE total = total + VALUES(total)",
        "INSERT INTO t (k, tags) VALUES (?, ?) ON CONFLICT (k) DO UPDATE SET tags = t.tags || EXCLUDED.tags",
        "MERGE INTO stock t USING m s ON t.sku = s.sku WHEN MATCHED THEN UPDATE SET `qty` = t.`qty` - s.qty",
        "UPDATE counters SET n = n + 1 WHERE name = ?",
        "update ops.counters c set c.n = c.n + ? where c.name = ?"
    })
    void addingToTheTargetsOwnColumnAccumulates(String sql) {
        assertTrue(Upserts.accumulating(sql).isPresent(), sql);
    }

    @ParameterizedTest
    @ValueSource(strings = {
        "MERGE INTO crm.customers t USING c s ON t.id = s.id WHEN MATCHED THEN UPDATE SET t.name = s.name",
        "MERGE INTO t USING s ON t.id = s.id WHEN MATCHED THEN UPDATE SET * WHEN NOT MATCHED THEN INSERT *",
        "MERGE INTO t USING s ON t.id = s.id WHEN MATCHED THEN UPDATE SET t.n = s.n + 1, t.v = t.v",
        "INSERT INTO devices AS d (id, r) VALUES (?, ?) ON CONFLICT (id) DO UPDATE SET r = EXCLUDED.r",
        "INSERT INTO d (id, seen) VALUES (?, ?) ON CONFLICT (id) DO UPDATE SET seen = GREATEST(d.seen, EXCLUDED.seen)",
        "INSERT INTO revenue (day, total) VALUES (?, ?) ON DUPLICATE KEY UPDATE total = VALUES(total)",
        "INSERT INTO counters (name, n) VALUES (?, ?)",
        "UPDATE counters SET n = ? WHERE name = ?",
        "SELECT n + 1 FROM counters"
    })
    void replacingOrNoUpsertDoesNotAccumulate(String sql) {
        assertEquals(Optional.empty(), Upserts.accumulating(sql), sql);
    }

    @Test
    void theAssignmentIsReportedAsWritten() {
        assertEquals(Optional.of("n = counters.n + EXCLUDED.n"), Upserts.accumulating(
                "INSERT INTO counters (k, n) VALUES (?, ?) ON CONFLICT (k) DO UPDATE SET x = 1,\n  n = counters.n + EXCLUDED.n"));
    }

    @Test
    void mergeBuilderAssignmentsAreJudgedWithTheTargetsAlias() {
        assertTrue(Upserts.accumulates("clicks", "t.clicks + s.clicks", Set.of("t")));
        assertTrue(Upserts.accumulates("clicks", "T.clicks + s.clicks", Set.of("t")));
        assertFalse(Upserts.accumulates("clicks", "s.clicks + s.bonus", Set.of("t")));
        assertFalse(Upserts.accumulates("budget", "s.budget", Set.of("t")));
        assertFalse(Upserts.accumulates("last", "greatest(t.last, s.last)", Set.of("t")));
    }
}
