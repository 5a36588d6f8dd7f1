package demo;

import java.util.List;

public class Main {

    public static void main(String[] args) {
        System.out.println(new Greeter().greet(List.of(args)));
    }
}
