/**
 * Client module of src/plugins/preact: React runs passive effects (`useEffect`) before the next input event;
 * Preact waits for the next animation frame. A handler that an effect re-registers after a state change (the search
 * modal's Ctrl+K toggle closes over `isOpen`) would then see the old state for up to a frame. Effects are flushed in
 * a microtask instead: after the whole commit, before any later event.
 */
import {options} from 'preact';

options.requestAnimationFrame = (callback: () => void) => queueMicrotask(callback);
