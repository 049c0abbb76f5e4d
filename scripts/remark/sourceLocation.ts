/**
 * Maps a line of a compiled doc back to the file an author edits, for build errors: pages of the current
 * version are compiled from genDocs/, a copy of docs/ whose front matter the pipeline rewrites (so body lines
 * shift). Other files (versioned_docs/, learn/) are compiled where they are written.
 */
import fs from 'node:fs';
import path from 'node:path';
import {parsePage} from '../lib/frontMatter';

/** Line (1-based) of the first non-blank body line of a page. */
function firstBodyLine(text: string, file: string): number {
  const {body, bodyLineOffset} = parsePage(text, file);
  return bodyLineOffset + /^\n*/.exec(body)![0].length + 1;
}

export function sourceLocation(siteDir: string): (filePath: string, line: number) => string {
  return (filePath, line) => {
    const rel = path.relative(siteDir, filePath).split(path.sep).join('/');
    const generated = /^genDocs\/(.+)$/.exec(rel);
    if (!generated) return `${rel}:${line}`;
    const source = `docs/${generated[1]}`;
    try {
      const shift =
        firstBodyLine(fs.readFileSync(path.join(siteDir, source), 'utf8'), source) -
        firstBodyLine(fs.readFileSync(filePath, 'utf8'), rel);
      return `${source}:${line + shift}`;
    } catch {
      return `${rel}:${line} (compiled from ${source})`;
    }
  };
}
