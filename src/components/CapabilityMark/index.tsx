/**
 * Capability marks: a check or a cross drawn as inline SVG (no emoji font needed) next to the words
 * "Yes" or "No", which are the text alternative. Used by the connector pages' capability tables and the
 * capability matrix; the lineage pages (plain Markdown) emit the same markup from scripts/generate/marks.ts.
 * Styled by the global `.site-mark` rules in src/css/custom.css so that all three look the same.
 */
import React, {type ReactNode} from 'react';
import useBrokenLinks from '@docusaurus/useBrokenLinks';

export const CHECK_PATH = 'M3.5 8.5l3 3 6-7';
export const CROSS_PATH = 'M4.5 4.5l7 7M11.5 4.5l-7 7';

export function CapabilityIcon({supported}: {supported: boolean}): ReactNode {
  return (
    <svg className="site-mark__icon" viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
      <path d={supported ? CHECK_PATH : CROSS_PATH} />
    </svg>
  );
}

interface Props {
  supported?: boolean;
  label?: string;
  /** Makes the mark a link target (a connector page's capability row, linked from its "At a glance" table). */
  id?: string;
}

export default function CapabilityMark({supported = false, label, id}: Props): ReactNode {
  // Register the id so the build's broken-anchor check knows links to it exist.
  const brokenLinks = useBrokenLinks();
  if (id) brokenLinks.collectAnchor(id);
  return (
    <span id={id} className={supported ? 'site-mark site-mark--yes' : 'site-mark site-mark--no'}>
      <CapabilityIcon supported={supported} />
      {label ?? (supported ? 'Yes' : 'No')}
    </span>
  );
}
