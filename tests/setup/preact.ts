import { options } from 'preact';

/**
 * The islands run on Preact (preact/compat), which runs effects after the next paint: a frame
 * (or a 35 ms fallback) after a render. jsdom paints nothing, so here "after the paint" is the
 * next task, as React's test environment flushes effects right after a render: a test that
 * clicks as soon as the island shows its content meets the island subscribed to its stores, as a
 * visitor does a frame later.
 */
options.requestAnimationFrame = (callback) => setTimeout(callback, 0);
