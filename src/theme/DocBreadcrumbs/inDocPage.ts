import {createContext} from 'react';

/**
 * True inside a doc page (set by the DocItem/Layout wrapper). Breadcrumbs also render on generated-index category
 * pages, where there is no doc, so the parts that need one ask this first.
 */
export const InDocPage = createContext(false);
