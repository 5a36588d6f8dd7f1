package io.streamlint.rules.shapes;

import com.github.javaparser.ast.body.MethodDeclaration;
import com.github.javaparser.ast.stmt.Statement;

import java.util.List;
import java.util.Set;

/**
 * An unrelated recursive utility called first: main starts by building a nested audit schema (a binary recursion,
 * 2^10 calls deep in a naive evaluation), walking a nested settings tree (recursion through a map, and mutual
 * recursion between two methods), and logging what they found; nothing of it reaches a query. The utility lives
 * in another class, in a package of its own.
 */
final class RecursiveUtil implements Shape {

    @Override
    public String id() {
        return "recursive-util";
    }

    @Override
    public String description() {
        return "main first calls a recursive schema builder and a recursive config walker of another class "
                + "(another package) and only logs their results";
    }

    @Override
    public Program apply(Sample sample) throws NotApplicable {
        Set<String> typeNames = Syntax.typeNames(sample);
        String util = Syntax.fresh("SchemaTrees", typeNames);
        Program program = new Program();
        String utilPackage = null;
        for (SourceFile file : sample.files) {
            List<MethodDeclaration> mains = Syntax.mains(file);
            if (mains.isEmpty()) {
                continue;
            }
            String pkg = file.cu.getPackageDeclaration().map(p -> p.getNameAsString()).orElse("");
            if (utilPackage == null) {
                utilPackage = pkg.isEmpty() ? "util" : pkg + ".util";
            }
            Edits edits = new Edits();
            ImportSet imports = new ImportSet(file.cu, typeNames);
            String utilName = imports.use(utilPackage + "." + util);
            String struct = imports.use("org.apache.spark.sql.types.StructType");
            boolean any = false;
            for (MethodDeclaration main : mains) {
                List<Statement> body = Syntax.statements(main);
                if (body.isEmpty()) {
                    continue;
                }
                int at = file.beginWithComment(body.get(0));
                if (!file.startsLine(at)) {
                    continue;
                }
                Set<String> taken = Syntax.namesAround(main);
                String schema = Syntax.fresh("auditSchema", taken);
                String settings = Syntax.fresh("settingCount", taken);
                String indent = file.indentOf(file.lineOf(at));
                edits.insert(file.lineStart(file.lineOf(at)),
                        indent + struct + " " + schema + " = " + utilName + ".nested(\"audit\", 10);\n"
                                + indent + "int " + settings + " = " + utilName + ".walk(" + utilName
                                + ".defaults(5), \"job\");\n"
                                + indent + "System.out.println(\"audit schema: \" + " + utilName + ".leaves(" + schema
                                + ") + \" leaves, \" + " + settings + " + \" settings\");\n");
                any = true;
            }
            if (any) {
                imports.addTo(file, edits);
                program.file(sample.outPath(file)).copy(file, 0, file.text.length(), edits);
                program.noQueryIn(sample.outPath(file));
            }
        }
        if (utilPackage == null || program.files().isEmpty()) {
            throw new NotApplicable("no main method");
        }
        String utilPath = sample.folder ? utilPackage.replace('.', '/') + "/" + util + ".java" : util + ".java";
        program.file(utilPath).text(utilSource(utilPackage, util));
        return program.copyRest(sample);
    }

    static String utilSource(String pkg, String name) {
        return """
                package %1$s;

                import java.util.LinkedHashMap;
                import java.util.Map;

                import org.apache.spark.sql.types.ArrayType;
                import org.apache.spark.sql.types.DataType;
                import org.apache.spark.sql.types.DataTypes;
                import org.apache.spark.sql.types.MapType;
                import org.apache.spark.sql.types.StructField;
                import org.apache.spark.sql.types.StructType;

                /** Schemas and settings as trees: builders and walkers shared by the team's jobs. */
                public final class %2$s {

                    private %2$s() {
                    }

                    /** A binary tree of nested structs, {@code depth} levels deep. */
                    public static StructType nested(String name, int depth) {
                        StructType node = new StructType().add(name + "_id", DataTypes.StringType);
                        if (depth <= 0) {
                            return node;
                        }
                        return node
                                .add(name + "_left", nested(name + "_l", depth - 1))
                                .add(name + "_right", nested(name + "_r", depth - 1))
                                .add(name + "_tags", DataTypes.createArrayType(nested(name + "_t", depth / 2)));
                    }

                    /** The leaves of a type, through structs, arrays and maps. */
                    public static int leaves(DataType type) {
                        if (type instanceof StructType struct) {
                            int n = 0;
                            for (StructField field : struct.fields()) {
                                n += leaves(field.dataType());
                            }
                            return n;
                        }
                        if (type instanceof ArrayType array) {
                            return leaves(array.elementType());
                        }
                        if (type instanceof MapType map) {
                            return leaves(map.keyType()) + leaves(map.valueType());
                        }
                        return 1;
                    }

                    /** Default settings, {@code depth} levels of nested sections. */
                    public static Map<String, Object> defaults(int depth) {
                        Map<String, Object> section = new LinkedHashMap<>();
                        section.put("enabled", "true");
                        section.put("retries", String.valueOf(depth));
                        if (depth > 0) {
                            section.put("primary", defaults(depth - 1));
                            section.put("fallback", defaults(depth - 1));
                        }
                        return section;
                    }

                    /** Counts the settings of a tree, depth first; sections and values call each other. */
                    @SuppressWarnings("unchecked")
                    public static int walk(Map<String, Object> section, String path) {
                        int n = 0;
                        for (Map.Entry<String, Object> e : section.entrySet()) {
                            n += walkValue(e.getValue(), path + "." + e.getKey());
                        }
                        return n;
                    }

                    @SuppressWarnings("unchecked")
                    private static int walkValue(Object value, String path) {
                        if (value instanceof Map<?, ?> child) {
                            return walk((Map<String, Object>) child, path);
                        }
                        return path.isEmpty() ? 0 : 1;
                    }
                }
                """.formatted(pkg, name);
    }
}
