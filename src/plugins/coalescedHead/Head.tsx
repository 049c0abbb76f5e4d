/**
 * The browser's `@docusaurus/Head` (see index.ts): the framework's `<Helmet {...props}/>`, with a HelmetData
 * whose instances coalesce their updates. react-helmet-async calls an instance's `emitChange` when it mounts,
 * updates or unmounts; each call merges the props of every instance and (re)schedules the DOM update for the next
 * animation frame. Here each instance, as it registers, gets an own `emitChange` that only schedules one flush per
 * microtask; the flush runs the library's `emitChange` once, on a registered instance, which merges them all.
 */
import React, {type ReactNode} from 'react';
import {Helmet, HelmetData, type HelmetProps} from 'react-helmet-async';

interface Instance {
  emitChange: () => void;
}
interface InstanceList {
  get: () => Instance[];
  add: (instance: Instance) => void;
  remove: (instance: Instance) => void;
}

class CoalescedHelmetData extends HelmetData {
  constructor() {
    super({});
    const data = this as unknown as {value: {helmetInstances: InstanceList}};
    const shared = data.value.helmetInstances;
    let scheduled = false;
    const flush = () => {
      scheduled = false;
      const live = shared.get().at(-1);
      // The library's own method, from the prototype: the instance's own property is `schedule`.
      if (live) (Object.getPrototypeOf(live) as Instance).emitChange.call(live);
    };
    const schedule = () => {
      if (scheduled) return;
      scheduled = true;
      queueMicrotask(flush);
    };
    data.value.helmetInstances = {
      get: () => shared.get(),
      add: (instance) => {
        instance.emitChange = schedule;
        shared.add(instance);
      },
      remove: (instance) => shared.remove(instance),
    };
  }
}

const coalesced = new CoalescedHelmetData();

export default function Head(props: HelmetProps): ReactNode {
  return <Helmet {...props} helmetData={coalesced} />;
}
