/**
 * Addresses the recipe checker uses, shared by the generator (Node) and the page shell (browser): its data files,
 * connector pages, option rows, and the `recipe` query parameter that carries a recipe in a shareable link.
 * Kept tiny: the page shell imports it on first load.
 */

/** Site path (without the base URL) of the checker data of a connector in a docs version. */
export function recipeCheckDataPath(id: string, docsVersion: string): string {
  return `recipe-check/${docsVersion === 'current' ? '' : `${docsVersion}/`}${id}.json`;
}

/** Site path of a connector page in a docs version. */
export function connectorPagePath(id: string, docsVersion: string): string {
  return `/docs/${docsVersion === 'current' ? '' : `${docsVersion}/`}generated/ingestion/sources/${id}`;
}

/** Id of an option's row in the options table (src/components/ConnectorOptions). */
export function optionAnchor(path: string): string {
  return `config-${path.replace(/[^A-Za-z0-9_.-]/g, '-')}`;
}

/** The query parameter of a shared recipe: `?recipe=<base64url of the UTF-8 text>`. */
export const SHARE_PARAM = 'recipe';
/** Longest link parameter written, in characters (about 6 kB of recipe text). */
export const MAX_SHARE_CHARS = 8_000;

export function encodeRecipe(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** The text of a `recipe` parameter, or undefined when it is not base64url of UTF-8 text or is too long. */
export function decodeRecipe(param: string): string | undefined {
  if (param.length > MAX_SHARE_CHARS || !/^[A-Za-z0-9_-]*$/.test(param)) return undefined;
  try {
    const binary = atob(param.replace(/-/g, '+').replace(/_/g, '/'));
    const bytes = Uint8Array.from(binary, (ch) => ch.charCodeAt(0));
    return new TextDecoder('utf-8', {fatal: true}).decode(bytes);
  } catch {
    return undefined;
  }
}
