package io.streamlint.core.source;

import org.apache.xbean.asm9.ClassReader;
import org.apache.xbean.asm9.ClassVisitor;
import org.apache.xbean.asm9.MethodVisitor;
import org.apache.xbean.asm9.Opcodes;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.jar.JarEntry;
import java.util.jar.JarFile;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

/**
 * Every public method of the Spark API classes the analysis follows is classified in {@link SparkApiTable}, in
 * every supported Spark line: the test reads the classes (with their Spark supertypes) from the API jars of
 * Spark 3.5.9, 4.0.0 and 4.1.1, copied to target/spark-api by the build, and lists any method nobody classified.
 * A new Spark method must be modelled or explicitly declared opaque or of no interest, never silently cut.
 */
class SparkApiTableTest {

    private static final Path JARS = Path.of("target/spark-api");
    private static final Set<String> VERSIONS = Set.of("3.5.9", "4.0.0", "4.1.1");
    private static final Set<String> OBJECT_METHODS = Set.of("equals", "hashCode", "toString", "getClass", "notify",
            "notifyAll", "wait", "clone", "finalize");

    @TestFactory
    Stream<DynamicTest> everyMethodOfEverySupportedSparkIsClassified() throws IOException {
        assertTrue(Files.isDirectory(JARS), JARS + " is made by the build (maven-dependency-plugin)");
        List<DynamicTest> tests = new ArrayList<>();
        for (String version : new TreeSet<>(VERSIONS)) {
            Map<String, byte[]> classes = classes(JARS.resolve(version));
            tests.add(DynamicTest.dynamicTest("Spark " + version, () -> {
                List<String> unclassified = new ArrayList<>();
                for (String type : new TreeSet<>(SparkApiTable.CLASSES)) {
                    String internal = internalName(type);
                    assertTrue(classes.containsKey(internal), "Spark " + version + " has " + internal);
                    Set<String> methods = publicMethods(internal, classes);
                    assertFalse(methods.isEmpty(), type);
                    for (String method : methods) {
                        if (SparkApiTable.classification(type, method).isEmpty()) {
                            unclassified.add(type + "." + method);
                        }
                    }
                }
                if (!unclassified.isEmpty()) {
                    fail("Spark " + version + " methods nobody classified in SparkApiTable: " + unclassified);
                }
            }));
        }
        return tests.stream();
    }

    /** {@code SparkSession.Builder} is {@code org/apache/spark/sql/SparkSession$Builder}. */
    private static String internalName(String type) {
        String pkg = type.startsWith("DataStream") ? "org/apache/spark/sql/streaming/" : "org/apache/spark/sql/";
        return pkg + type.replace('.', '$');
    }

    /** Public instance methods of the class and its supertypes found in the jars (Java's and Scala's excluded). */
    private static Set<String> publicMethods(String internal, Map<String, byte[]> classes) {
        Set<String> methods = new TreeSet<>();
        List<String> todo = new ArrayList<>(List.of(internal));
        Set<String> done = new TreeSet<>();
        while (!todo.isEmpty()) {
            String name = todo.remove(todo.size() - 1);
            byte[] bytes = classes.get(name);
            if (bytes == null || !done.add(name)) {
                continue;
            }
            new ClassReader(bytes).accept(new ClassVisitor(Opcodes.ASM9) {
                @Override
                public void visit(int version, int access, String n, String signature, String superName,
                                  String[] interfaces) {
                    if (superName != null) {
                        todo.add(superName);
                    }
                    if (interfaces != null) {
                        todo.addAll(List.of(interfaces));
                    }
                }

                @Override
                public MethodVisitor visitMethod(int access, String n, String descriptor, String signature,
                                                 String[] exceptions) {
                    boolean visible = (access & Opcodes.ACC_PUBLIC) != 0 && (access & Opcodes.ACC_STATIC) == 0
                            && (access & (Opcodes.ACC_SYNTHETIC | Opcodes.ACC_BRIDGE)) == 0;
                    if (visible && !n.startsWith("<") && !n.contains("$") && !OBJECT_METHODS.contains(n)) {
                        methods.add(n);
                    }
                    return null;
                }
            }, ClassReader.SKIP_CODE);
        }
        return methods;
    }

    private static Map<String, byte[]> classes(Path dir) throws IOException {
        Map<String, byte[]> classes = new HashMap<>();
        List<Path> jars;
        try (Stream<Path> files = Files.list(dir)) {
            jars = files.filter(p -> p.toString().endsWith(".jar")).toList();
        }
        assertFalse(jars.isEmpty(), "no jars in " + dir);
        for (Path jar : jars) {
            try (JarFile file = new JarFile(jar.toFile())) {
                for (JarEntry entry : file.stream().toList()) {
                    if (entry.getName().startsWith("org/apache/spark/") && entry.getName().endsWith(".class")) {
                        try (InputStream in = file.getInputStream(entry)) {
                            classes.put(entry.getName().substring(0, entry.getName().length() - 6), in.readAllBytes());
                        }
                    }
                }
            }
        }
        return classes;
    }
}
