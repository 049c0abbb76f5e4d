/** Tells src/hydration/deferredData.ts when the first page has rendered (pages reached later load their data early). */
export {onRouteDidUpdate} from '../hydration/deferredData';
