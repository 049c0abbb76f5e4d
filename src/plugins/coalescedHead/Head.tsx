/**
 * The browser's `@docusaurus/Head` (see index.ts): the framework's `<Helmet {...props}/>`, with a HelmetData
 * whose instance list coalesces the merges. react-helmet-async calls `emitChange` whenever an instance mounts,
 * updates or unmounts; each call reads the instance list, merges every instance's props and schedules the DOM
 * update for the next animation frame, cancelling the one scheduled before. Here a call outside the flush reads a
 * single placeholder (so its merge is trivial and its scheduled update deferred, hence cancelled), and one flush
 * per microtask runs a real `emitChange` on a live instance, whose update replaces the placeholder's.
 */
import React, {type ReactNode} from 'react';
import {Helmet, HelmetData, type HelmetProps} from 'react-helmet-async';

interface Instance {
  props: object;
  emitChange: () => void;
}
interface InstanceList {
  get: () => Instance[];
  add: (instance: Instance) => void;
  remove: (instance: Instance) => void;
}

// A merge of this alone yields an empty head with `defer`: its update waits for a frame and is then cancelled.
const PLACEHOLDER: Instance[] = [{props: {defer: true}, emitChange: () => undefined}];

class CoalescedHelmetData extends HelmetData {
  constructor() {
    super({});
    const data = this as unknown as {value: {helmetInstances: InstanceList}};
    const shared = data.value.helmetInstances;
    let flushing = false;
    let scheduled = false;
    const flush = () => {
      scheduled = false;
      const live = shared.get().at(-1);
      if (!live) return; // no instance left: the placeholder's update (an empty head) is the right one
      flushing = true;
      try {
        live.emitChange();
      } finally {
        flushing = false;
      }
    };
    data.value.helmetInstances = {
      add: (instance) => shared.add(instance),
      remove: (instance) => shared.remove(instance),
      get: () => {
        if (flushing) return shared.get();
        if (!scheduled) {
          scheduled = true;
          queueMicrotask(flush);
        }
        return PLACEHOLDER;
      },
    };
  }
}

const coalesced = new CoalescedHelmetData();

export default function Head(props: HelmetProps): ReactNode {
  return <Helmet {...props} helmetData={coalesced} />;
}
