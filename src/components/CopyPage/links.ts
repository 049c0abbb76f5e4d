/** URLs of the "Copy page" menu. Pure, so the page and the tests build them the same way. */

/** The Markdown twin written by scripts/postbuild/llms.ts: `/docs/deploy/` -> `/docs/deploy.md`. */
export function markdownTwinUrl(permalink: string): string {
  return `${permalink.replace(/\/+$/, '')}.md`;
}

function prompt(pageUrl: string): string {
  return `Read ${pageUrl} and answer questions about it`;
}

export function chatGptUrl(pageUrl: string): string {
  return `https://chatgpt.com/?q=${encodeURIComponent(prompt(pageUrl))}`;
}

export function claudeUrl(pageUrl: string): string {
  return `https://claude.ai/new?q=${encodeURIComponent(prompt(pageUrl))}`;
}
