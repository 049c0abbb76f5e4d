/** `npm run depth:report`: the depth record summed up per area, written to bench/results/depth.json. */
import fs from 'node:fs';
import {coverage, loadDepthRecords} from './record';

const records = loadDepthRecords(process.cwd());
const areas: Record<
  string,
  {pages: number; topics: number; obsolete: number; covered: number; missing: number; lowestPage: string}
> = {};
for (const r of records) {
  const a = (areas[r.area] ??= {pages: 0, topics: 0, obsolete: 0, covered: 0, missing: 0, lowestPage: ''});
  a.pages++;
  a.topics += r.topics.length;
  a.obsolete += r.topics.filter((t) => 'obsolete' in t).length;
  a.covered += r.topics.filter((t) => 'anchor' in t).length;
  a.missing += r.topics.filter((t) => 'missing' in t).length;
  const lowest = records.filter((x) => x.area === r.area).sort((x, y) => coverage(x) - coverage(y))[0]!;
  a.lowestPage = `${lowest.route} ${(coverage(lowest) * 100).toFixed(0)}%`;
}
const summary = Object.fromEntries(
  Object.entries(areas).map(([area, a]) => [
    area,
    {...a, coveredPercent: Number(((a.covered / Math.max(1, a.topics - a.obsolete)) * 100).toFixed(1))},
  ]),
);
fs.writeFileSync(
  'bench/results/depth.json',
  `${JSON.stringify({date: new Date().toISOString(), areas: summary}, null, 2)}\n`,
);
console.log(summary);
