/**
 * Capability marks for generated plain-Markdown pages: the same markup as src/components/CapabilityMark
 * (an inline SVG check or cross, hidden from assistive technology, followed by the words Yes or No).
 */
const CHECK_PATH = 'M3.5 8.5l3 3 6-7';
const CROSS_PATH = 'M4.5 4.5l7 7M11.5 4.5l-7 7';

export function capabilityMarkHtml(supported: boolean): string {
  return (
    `<span class="site-mark site-mark--${supported ? 'yes' : 'no'}">` +
    `<svg class="site-mark__icon" viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">` +
    `<path d="${supported ? CHECK_PATH : CROSS_PATH}"></path></svg>${supported ? 'Yes' : 'No'}</span>`
  );
}

/** The JSX form for generated MDX pages (connector pages import CapabilityMark); `id` makes the mark a link target. */
export function capabilityMarkJsx(supported: boolean, id?: string): string {
  const idProp = id ? ` id=${JSON.stringify(id)}` : '';
  return supported ? `<CapabilityMark supported${idProp} />` : `<CapabilityMark${idProp} />`;
}
