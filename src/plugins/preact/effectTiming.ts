/**
 * Client module of src/plugins/preact: when passive effects (`useEffect`) run.
 *
 * Preact runs them after the next animation frame; React runs them soon after the commit and, at the latest, before
 * the next discrete input event. The difference matters: a handler that an effect re-registers after a state
 * change (the search modal's Ctrl+K toggle closes over `isOpen`) would see the old state for up to a frame.
 * Flushing in a microtask fixed that but put every effect of the first render into the hydration task, one long
 * task (issue 19: total blocking time). So effects are flushed in a task of their own (a MessageChannel message,
 * not throttled like timers), and, as React does, at once when an input event arrives before that task ran.
 */
import {options} from 'preact';

let pending: (() => void)[] = [];

function flush(): void {
  const callbacks = pending;
  pending = [];
  for (const callback of callbacks) callback();
}

if (typeof window !== 'undefined' && typeof MessageChannel !== 'undefined') {
  const channel = new MessageChannel();
  channel.port1.onmessage = flush;
  options.requestAnimationFrame = (callback: () => void) => {
    pending.push(callback);
    if (pending.length === 1) channel.port2.postMessage(undefined);
  };
  // Capture listeners on window run before any handler of the page sees the event.
  const discrete = [
    'keydown',
    'keyup',
    'pointerdown',
    'pointerup',
    'mousedown',
    'mouseup',
    'click',
    'touchstart',
    'input',
    'focusin',
  ];
  for (const type of discrete) {
    window.addEventListener(type, () => pending.length > 0 && flush(), {capture: true, passive: true});
  }
}
