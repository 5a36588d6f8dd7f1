package io.clicks.job;

/** The job's configuration, parsed from the command line by the launcher. */
public class ClickJobConfig {

    final String brokers;
    final String checkpointRoot;
    final String bronzePath;
    final boolean catchUp;

    ClickJobConfig(String[] args) {
        this.brokers = args.length > 0 ? args[0] : "localhost:9092";
        this.checkpointRoot = args[1];
        this.bronzePath = args[2];
        this.catchUp = args.length > 3 && "--catch-up".equals(args[3]);
    }
}
