/** Text from the SDL and the data file made safe for CommonMark pages that Docusaurus also parses as MDX. */

/** Escapes text for a Markdown paragraph or table cell: no raw `<`, `{`, `}` outside code, `|` escaped. */
export function mdText(text: string, inTable = false): string {
  const oneLine = inTable ? text.replace(/\s*\n\s*/g, ' ').trim() : text.trim();
  return oneLine
    .split(/(`[^`]*`)/g)
    .map((part) => {
      if (part.startsWith('`') && part.endsWith('`') && part.length > 1) {
        return inTable ? part.replace(/\|/g, '\\|') : part;
      }
      let out = part.replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/\{/g, '&#123;').replace(/\}/g, '&#125;');
      if (inTable) out = out.replace(/\|/g, '\\|');
      return out;
    })
    .join('');
}

/** A description from the SDL, or '' when there is none. */
export function describe(desc: string | null | undefined): string {
  return desc && desc.trim() ? desc.trim() : '';
}
