/**
 * The `learnCovers` family: one cover picture per post of /learn (learn/*.md), drawn as SVG from the post's
 * slug and title. The art is a small metadata graph (nodes and edges placed from a hash of the slug, so
 * every post gets its own, stable picture) in the site's colours; no stock photography. Written to
 * generated/static/learn/covers/<slug>.svg, served at /learn/covers/<slug>.svg.
 */
import fs from 'node:fs';
import path from 'node:path';
import {createHash} from 'node:crypto';
import {parsePage} from '../lib/frontMatter';
import type {FamilyGenerator, FamilyOutput} from './types';

const WIDTH = 1200;
const HEIGHT = 630;
const INK = '#0b1a47';
const BLUE = '#1b4dd8';
const SKY = '#8aa8ff';
const GOLD = '#ffd447';

function random(seed: string): () => number {
  let state = createHash('sha256').update(seed).digest().readUInt32LE(0) || 1;
  return () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return ((state >>> 0) % 10_000) / 10_000;
  };
}

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Splits a title into lines of at most `max` characters, at spaces. */
export function wrapTitle(title: string, max = 26): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of title.split(/\s+/)) {
    if (line && `${line} ${word}`.length > max) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines;
}

export function coverSvg(slug: string, title: string, label: string): string {
  const rand = random(slug);
  const nodes = Array.from({length: 9}, (_, i) => ({
    x: 790 + (i % 3) * 135 + rand() * 70,
    y: 90 + Math.floor(i / 3) * 170 + rand() * 80,
    r: 10 + rand() * 16,
    hub: i === Math.floor(rand() * 9),
  }));
  const edges: string[] = [];
  nodes.forEach((a, i) => {
    nodes.forEach((b, j) => {
      if (j <= i || Math.hypot(a.x - b.x, a.y - b.y) > 260 || rand() < 0.35) return;
      edges.push(`<line x1="${a.x.toFixed(1)}" y1="${a.y.toFixed(1)}" x2="${b.x.toFixed(1)}" y2="${b.y.toFixed(1)}"/>`);
    });
  });
  const dots = nodes
    .map(
      (n) =>
        `<circle cx="${n.x.toFixed(1)}" cy="${n.y.toFixed(1)}" r="${n.r.toFixed(1)}" fill="${n.hub ? GOLD : rand() < 0.5 ? SKY : BLUE}" stroke="${INK}" stroke-width="4"/>`,
    )
    .join('');
  const lines = wrapTitle(title)
    .slice(0, 5)
    .map((text, i) => `<tspan x="64" dy="${i === 0 ? 0 : 58}">${escapeXml(text)}</tspan>`)
    .join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${WIDTH} ${HEIGHT}" width="${WIDTH}" height="${HEIGHT}">` +
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${INK}"/>` +
    `<stop offset="1" stop-color="#133597"/></linearGradient></defs>` +
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#bg)"/>` +
    `<g stroke="${SKY}" stroke-opacity="0.55" stroke-width="3">${edges.join('')}</g>${dots}` +
    `<text x="64" y="110" fill="${GOLD}" font-family="Manrope, system-ui, Arial, sans-serif" font-size="26" font-weight="700" letter-spacing="3">${escapeXml(label.toUpperCase())}</text>` +
    `<text x="64" y="200" fill="#ffffff" font-family="Manrope, system-ui, Arial, sans-serif" font-size="48" font-weight="700">${lines}</text>` +
    `<text x="64" y="${HEIGHT - 56}" fill="#c9d6ff" font-family="Manrope, system-ui, Arial, sans-serif" font-size="24">DataHub · Learn</text>` +
    `</svg>\n`
  );
}

export function buildLearnCovers(root: string): FamilyOutput {
  const dir = path.join(root, 'learn');
  const data = fs
    .readdirSync(dir)
    .filter((file) => file.endsWith('.md'))
    .sort()
    .map((file) => {
      const {frontMatter} = parsePage(fs.readFileSync(path.join(dir, file), 'utf8'), `learn/${file}`);
      const slug =
        typeof frontMatter.slug === 'string' ? frontMatter.slug.replace(/^\//, '') : file.replace(/\.md$/, '');
      const title = typeof frontMatter.title === 'string' ? frontMatter.title : slug;
      const tags = Array.isArray(frontMatter.tags) ? frontMatter.tags.map(String) : [];
      const label = (tags[0] ?? 'guide').replace(/-/g, ' ');
      return {path: `static/learn/covers/${slug}.svg`, content: coverSvg(slug, title, label)};
    });
  return {docs: [], data};
}

const learnCovers: FamilyGenerator = {
  name: 'learnCovers',
  run: buildLearnCovers,
};

export default learnCovers;
