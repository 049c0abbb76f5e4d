import fs from 'node:fs';
import {chromiumArgs} from '../playwright.config';
import {startStaticServer} from './serve';
const route = process.argv[2] ?? '/docs/quickstart';
const n = Number(process.argv[3] ?? 4);
const dir = process.argv[4] ?? 'build-test';
const {default: lighthouse} = await import('lighthouse');
const chromeLauncher = await import('chrome-launcher');
const served = await startStaticServer(dir, 4399);
const chrome = await chromeLauncher.launch({chromePath: '/usr/bin/chromium', chromeFlags: chromiumArgs});
for (let i = 0; i < n; i++) {
  const r = await lighthouse(served.origin + route, {port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance']});
  const lhr: any = r!.lhr;
  fs.writeFileSync(`/tmp/lhr-${i}.json`, JSON.stringify(lhr));
  const a = lhr.audits;
  const el = a['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node;
  const phases = a['largest-contentful-paint-element']?.details?.items?.[1]?.items;
  console.log(i, lhr.categories.performance.score, 'LCP', Math.round(a['largest-contentful-paint'].numericValue), 'FCP', Math.round(a['first-contentful-paint'].numericValue), 'TBT', Math.round(a['total-blocking-time'].numericValue), el?.selector, el?.nodeLabel?.slice(0,40), JSON.stringify(phases?.map((p: any) => [p.phase, Math.round(p.timing)])));
  const obs = a['metrics'].details.items[0];
  console.log('   observed LCP', obs.observedLargestContentfulPaint, 'FCP', obs.observedFirstContentfulPaint, 'DCL', obs.observedDomContentLoaded, 'load', obs.observedLoad);
}
await chrome.kill(); served.close?.();
process.exit(0);
