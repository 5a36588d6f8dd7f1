package io.streamlint.core.support;

import org.jspecify.annotations.Nullable;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Future;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Consumer;

/**
 * Runs work on threads with a large stack. Parsing, the syntax checks JavaParser runs after it, evaluation and
 * rules all recurse over syntax trees, and a hostile file can nest tens of thousands of levels deep: on a default
 * 1 MB stack that ends the whole run with a {@link StackOverflowError}. The stack is reserved, not committed, so
 * an idle gigabyte costs address space only.
 */
public final class LargeStacks {

    /** Bytes of stack each worker reserves. */
    static final long STACK_BYTES = 1L << 30;

    private LargeStacks() {
    }

    /**
     * How many threads parse in parallel: the {@code streamlint.threads} system property, else one per core.
     * Output does not depend on it.
     */
    public static int threads() {
        return Math.max(1, Integer.getInteger("streamlint.threads", Runtime.getRuntime().availableProcessors()));
    }

    /** {@code work}'s result, computed on a thread with a large stack; its exceptions and errors are rethrown. */
    @SuppressWarnings("NullAway") // result.get() is work's result: had work failed, rethrow would have thrown
    public static <T> T call(String name, Callable<T> work) {
        AtomicReference<T> result = new AtomicReference<>();
        AtomicReference<Throwable> failure = new AtomicReference<>();
        Thread thread = new Thread(null, () -> {
            try {
                result.set(work.call());
            } catch (Throwable t) {
                failure.set(t);
            }
        }, name, STACK_BYTES);
        join(List.of(thread));
        rethrow(failure.get());
        return result.get();
    }

    /** Each thread's runner for {@link #callWithin}: its large-stack thread is reused from one call to the next. */
    private static final ThreadLocal<TimedRunner> RUNNERS = ThreadLocal.withInitial(TimedRunner::new);

    /**
     * {@code work}'s result, computed on a large-stack thread within {@code limit}; empty when it takes longer.
     * The thread is then abandoned (and stopped where the JVM still allows it): JavaParser's backtracking over
     * some nestings (casts, generics, lambdas with blocks) grows exponentially and cannot be interrupted.
     */
    public static <T> Optional<T> callWithin(Duration limit, String name, Callable<T> work) {
        return RUNNERS.get().call(limit, name, work);
    }

    /**
     * Runs one task at a time on a large-stack thread kept between tasks (starting a thread per file costs about
     * as much as parsing a small file), replaced when a task overruns; an idle thread ends after a second.
     */
    private static final class TimedRunner {
        private @Nullable ThreadPoolExecutor executor;
        /** The executor's thread, to stop when a task overruns. */
        private volatile @Nullable Thread thread;

        @SuppressWarnings({"removal", "deprecation"})
        <T> Optional<T> call(Duration limit, String name, Callable<T> work) {
            if (executor == null) {
                executor = new ThreadPoolExecutor(1, 1, 1, TimeUnit.SECONDS, new LinkedBlockingQueue<>(), r -> {
                    Thread t = new Thread(null, r, name, STACK_BYTES);
                    t.setDaemon(true);
                    thread = t;
                    return t;
                });
                executor.allowCoreThreadTimeOut(true);
            }
            Future<T> future = executor.submit(work);
            try {
                return Optional.ofNullable(future.get(Math.max(1, limit.toMillis()), TimeUnit.MILLISECONDS));
            } catch (TimeoutException e) {
                executor.shutdownNow();
                executor = null;
                try {
                    Objects.requireNonNull(thread).stop(); // made by the executor to run the task
                } catch (UnsupportedOperationException stopUnsupported) {
                    // Java 20 and later: the thread runs on until it finishes, its result unused
                }
                return Optional.empty();
            } catch (InterruptedException e) {
                future.cancel(true);
                Thread.currentThread().interrupt();
                return Optional.empty();
            } catch (ExecutionException e) {
                rethrow(e.getCause());
                throw new IllegalStateException(e);
            }
        }
    }

    /** Applies {@code action} to every item on {@link #threads()} large-stack threads; returns when all are done. */
    public static <T> void forEach(List<T> items, Consumer<T> action) {
        AtomicInteger next = new AtomicInteger();
        AtomicReference<Throwable> failure = new AtomicReference<>();
        Runnable worker = () -> {
            for (int i = next.getAndIncrement(); i < items.size() && failure.get() == null; i = next.getAndIncrement()) {
                try {
                    action.accept(items.get(i));
                } catch (Throwable t) {
                    failure.compareAndSet(null, t);
                }
            }
        };
        int count = Math.min(threads(), items.size());
        List<Thread> threads = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            threads.add(new Thread(null, worker, "streamlint-parse-" + i, STACK_BYTES));
        }
        join(threads);
        rethrow(failure.get());
    }

    private static void join(List<Thread> threads) {
        threads.forEach(t -> {
            t.setDaemon(true);
            t.start();
        });
        boolean interrupted = false;
        for (Thread t : threads) {
            while (true) {
                try {
                    t.join();
                    break;
                } catch (InterruptedException e) {
                    interrupted = true;
                    threads.forEach(Thread::interrupt);
                }
            }
        }
        if (interrupted) {
            Thread.currentThread().interrupt();
        }
    }

    private static void rethrow(@Nullable Throwable t) {
        if (t instanceof RuntimeException r) {
            throw r;
        }
        if (t instanceof Error e) {
            throw e;
        }
        if (t != null) {
            throw new IllegalStateException(t);
        }
    }
}
