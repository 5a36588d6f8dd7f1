package com.acme.search.steps;

/** The base of the steps that save an intermediate result: what the planner injects into each of them. */
public abstract class AbstractSaveStep {

    protected QueryRegistry registry;
    protected String scratchRoot;

    public void setRegistry(QueryRegistry registry) {
        this.registry = registry;
    }

    public void setScratchRoot(String scratchRoot) {
        this.scratchRoot = scratchRoot;
    }
}
