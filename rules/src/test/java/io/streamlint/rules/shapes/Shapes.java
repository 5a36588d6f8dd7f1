package io.streamlint.rules.shapes;

import java.util.List;

/**
 * The shapes of the suite, in the order of the issue (options-field-init, from a miss on real code, next to its kin;
 * inherited-starter, from another, last).
 */
final class Shapes {

    private Shapes() {
    }

    static List<Shape> all() {
        return List.of(
                new BaseClass(),
                new HelperClass(false),
                new HelperClass(true),
                new BranchyMain(),
                new VarargsLog(),
                new RecursiveUtil(),
                new OptionsMapLoop(),
                new OptionsFieldInit(),
                new DatasetField(),
                new WrapperStart(),
                new InheritedStarter());
    }
}
