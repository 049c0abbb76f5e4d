/**
 * The `_headers` file of a build (Netlify format; scripts/security/headers.ts writes it into static/): path rules,
 * each followed by indented `Name: value` lines. A rule's path may hold `*` (any characters, `/` included) and
 * `:name` placeholders (one path segment). As on Netlify, every rule that matches a request path applies, top to
 * bottom, and a later rule's value of a header replaces an earlier one's (it is not appended).
 */
export interface HeaderRule {
  path: string;
  pattern: RegExp;
  headers: [string, string][];
}

function patternOf(rulePath: string): RegExp {
  const source = rulePath
    .split(/(\*|:[A-Za-z_]\w*)/)
    .map((part) => {
      if (part === '*') return '.*';
      if (/^:[A-Za-z_]\w*$/.test(part)) return '[^/]+';
      return part.replace(/[.+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('');
  return new RegExp(`^${source}$`);
}

export function parseHeaderRules(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  for (const line of text.split(/\r?\n/)) {
    if (line.trim() === '' || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      const rulePath = line.trim();
      rules.push({path: rulePath, pattern: patternOf(rulePath), headers: []});
      continue;
    }
    const colon = line.indexOf(':');
    const rule = rules.at(-1);
    if (colon < 0 || !rule) throw new Error(`_headers: a header line outside a path rule or without a colon: ${line}`);
    rule.headers.push([line.slice(0, colon).trim(), line.slice(colon + 1).trim()]);
  }
  return rules;
}

/** The headers the rules give a request path: names as the file writes them, later rules replacing earlier ones. */
export function headersForPath(rules: HeaderRule[], pathname: string): Map<string, [string, string]> {
  const result = new Map<string, [string, string]>();
  for (const rule of rules) {
    if (!rule.pattern.test(pathname)) continue;
    for (const [name, value] of rule.headers) result.set(name.toLowerCase(), [name, value]);
  }
  return result;
}
