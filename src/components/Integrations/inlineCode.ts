import {createElement, type ReactNode} from 'react';

/**
 * Renders the code spans of a catalog card summary ("written by the `file` sink"): each `x` becomes a <code>
 * element, everything else stays plain text that React escapes (no HTML is ever parsed). An unpaired backtick
 * is kept as written.
 */
export function renderCodeSpans(text: string): ReactNode[] {
  const nodes: ReactNode[] = [];
  const parts = text.split('`');
  // With an even number of parts the last backtick has no partner.
  const paired = parts.length % 2 === 1 ? parts.length : parts.length - 1;
  for (let i = 0; i < parts.length; i++) {
    if (i % 2 === 0) {
      if (parts[i] !== '') nodes.push(parts[i]);
    } else if (i >= paired) nodes.push(`\`${parts[i]}`);
    else nodes.push(parts[i] === '' ? '``' : createElement('code', {key: i}, parts[i]));
  }
  return nodes;
}
