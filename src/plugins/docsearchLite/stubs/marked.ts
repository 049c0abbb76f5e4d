/**
 * Stand-in for `marked`, which DocSearch uses only to render Ask AI answers (never shown by the local modal). Should
 * it ever be called, it shows the text as text.
 */
const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

class Renderer {}

export const marked = {Renderer, parse: (text: string): string => `<p>${escapeHtml(String(text))}</p>`};
