/**
 * The clean address of an `x.html` or `x/index.html` path (`x`; the base URL for `<base>index.html`), or undefined
 * for any other path. The site's pages live at clean addresses only; 404.html is the host's not-found page.
 */
export function cleanAddress(pathname: string, baseUrl: string): string | undefined {
  if (!pathname.endsWith('.html') || pathname === `${baseUrl}404.html`) return undefined;
  const clean = pathname.replace(/(?:\/index)?\.html$/, '');
  return clean === '' || `${clean}/` === baseUrl ? baseUrl : clean;
}
