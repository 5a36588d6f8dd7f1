package demo;

import java.util.List;
import java.util.stream.Collectors;

/** Plain Java, no Spark: nothing for Streamlint to report. */
public class Greeter {

    public String greet(List<String> names) {
        return names.stream().map(n -> "Hello, " + n).collect(Collectors.joining("\n"));
    }
}
