import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {
  COLUMN_PX,
  DiagramError,
  MIN_FONT_PX,
  diagramHash,
  loadRenderer,
  renderDiagram,
  verticalSource,
} from '../../config/diagrams/render';
import remarkDiagrams from '../../config/diagrams/remark';

const root = path.resolve(import.meta.dirname, '../..');

function mermaidBlocks(dir: string): {file: string; line: number; source: string}[] {
  const blocks: {file: string; line: number; source: string}[] = [];
  for (const entry of fs.readdirSync(dir, {recursive: true, withFileTypes: true})) {
    if (!entry.isFile() || !/\.mdx?$/.test(entry.name)) continue;
    const file = path.join(entry.parentPath, entry.name);
    const lines = fs.readFileSync(file, 'utf8').split('\n');
    for (let i = 0; i < lines.length; i++) {
      if (lines[i]?.trim() !== '```mermaid') continue;
      const start = i;
      const body: string[] = [];
      for (i++; i < lines.length && !lines[i]?.trimStart().startsWith('```'); i++) body.push(lines[i] ?? '');
      blocks.push({file: path.relative(root, file), line: start + 1, source: body.join('\n')});
    }
  }
  return blocks;
}

describe('build-time diagrams', () => {
  const render = loadRenderer();

  it('renders every ```mermaid block of docs/ and versioned_docs/', {timeout: 60_000}, () => {
    const blocks = [...mermaidBlocks(path.join(root, 'docs')), ...mermaidBlocks(path.join(root, 'versioned_docs'))];
    expect(blocks.length).toBeGreaterThan(40);
    const failures: string[] = [];
    for (const block of blocks) {
      try {
        const out = renderDiagram(render, block.source);
        expect(out.inline).toMatch(/^<svg [^>]*class="site-diagram__svg"/);
        expect(out.inline.match(/<\/svg>/g)).toHaveLength(1);
        expect(out.inline).not.toContain('@import');
        expect(out.inline).not.toContain('<style');
      } catch (error) {
        failures.push(`${block.file}:${block.line}: ${String(error)}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('sizes the SVG so that its smallest label is at least 12 px', () => {
    const out = renderDiagram(render, 'flowchart LR\n  A -->|edge label| B');
    const viewBoxWidth = Number(/viewBox="0 0 ([\d.]+)/.exec(out.inline)?.[1]);
    const smallest = Math.min(...[...out.inline.matchAll(/font-size="([\d.]+)"/g)].map((m) => Number(m[1])));
    expect(smallest * (out.width / viewBoxWidth)).toBeGreaterThanOrEqual(MIN_FONT_PX);
  });

  it('turns a sideways flowchart wider than the column top to bottom, keeping the hash of the source', () => {
    expect(verticalSource('%% note\nflowchart LR\n  A --> B')).toBe('%% note\nflowchart TB\n  A --> B');
    expect(verticalSource('graph RL;\n  A --> B')).toBe('graph BT;\n  A --> B');
    expect(verticalSource('flowchart TD\n  A --> B')).toBeNull();
    expect(verticalSource('sequenceDiagram\n  A->>B: hi')).toBeNull();
    const chain = `flowchart LR\n${Array.from({length: 12}, (_, i) => `  N${i}[Step number ${i}] --> N${i + 1}[Step number ${i + 1}]`).join('\n')}`;
    const out = renderDiagram(render, chain);
    expect(out.width).toBeLessThanOrEqual(COLUMN_PX);
    expect(out.height).toBeGreaterThan(out.width);
    expect(out.hash).toBe(diagramHash(chain));
    // A narrow sideways flowchart stays as written.
    const small = renderDiagram(render, 'flowchart LR\n  A --> B');
    expect(small.width).toBeGreaterThan(small.height);
  });

  it('prefixes ids so that two diagrams on a page never share one', () => {
    const a = renderDiagram(render, 'flowchart LR\n  A --> B', '0');
    const b = renderDiagram(render, 'flowchart LR\n  A --> B', '1');
    const ids = (svg: string) => [...svg.matchAll(/ id="([^"]+)"/g)].map((m) => m[1]);
    expect(ids(a.inline).length).toBeGreaterThan(0);
    expect(ids(a.inline).filter((id) => ids(b.inline).includes(id))).toEqual([]);
  });

  it('refuses a diagram type it cannot lay out', () => {
    expect(() => renderDiagram(render, 'pie title Pets\n  "Dogs" : 386')).toThrow(DiagramError);
  });

  it('replaces the code block and fails the build naming file and line', () => {
    const staticDir = fs.mkdtempSync(path.join(os.tmpdir(), 'diagrams-'));
    const transform = remarkDiagrams({staticDir, baseUrl: '/'});
    const good = {
      type: 'root',
      children: [{type: 'code', lang: 'mermaid', value: 'flowchart LR\n  A --> B', position: {start: {line: 3}}}],
    };
    transform(good, {path: 'docs/example.md'});
    expect(good.children[0]?.type).toBe('mdxJsxFlowElement');
    expect(fs.readdirSync(path.join(staticDir, 'diagrams'))).toHaveLength(1);
    const bad = {
      type: 'root',
      children: [{type: 'code', lang: 'mermaid', value: 'gantt\n  title Plan', position: {start: {line: 7}}}],
    };
    expect(() => transform(bad, {path: path.join(process.cwd(), 'docs/example.md')})).toThrow(
      /docs\/example\.md:7 cannot be rendered: diagram type "gantt"/,
    );
  });
});
