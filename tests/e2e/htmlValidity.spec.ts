import {spawnSync} from 'node:child_process';
import path from 'node:path';
import {expect, test} from '@playwright/test';
import {e2eBuildDir, fileForRoute, repoRoot} from '../../bench/audit';
import {familySamples} from './routes';

/**
 * The Nu HTML Checker (vnu-jar, Java 17) over the built HTML of one page per family: no error.
 * Reads the files of the build the suite serves (build-test/, or E2E_BUILD_DIR).
 */
const VNU_JAR = path.join(repoRoot, 'node_modules/vnu-jar/build/dist/vnu.jar');

/**
 * Docusaurus' CodeBlock renders each Prism line as a <div class="token-line"> inside <code>. Browsers and
 * assistive technology handle it (the a11y suite checks those pages); changing it means replacing the theme's
 * code block, not wrapping it. Only this exact message is ignored. It suppresses further checks inside the
 * code block subtree only, so errors elsewhere on the page still count.
 */
const PRISM_DIV_IN_CODE =
  'Element “div” not allowed as child of element “code” in this context. (Suppressing further errors from this subtree.)';

interface VnuMessage {
  type: string;
  url: string;
  message: string;
  extract?: string;
  lastLine?: number;
}

test('every page family is valid HTML (vnu)', async () => {
  test.setTimeout(120_000);
  const buildDir = e2eBuildDir();
  const files = Object.entries(familySamples).map(([family, route]) => {
    const file = fileForRoute(buildDir, route) ?? path.join(buildDir, '404.html');
    return {family, file};
  });

  // vnu exits 1 when it reports errors; its JSON report is on stderr either way.
  const run = spawnSync('java', ['-jar', VNU_JAR, '--errors-only', '--format', 'json', ...files.map((f) => f.file)], {
    encoding: 'utf8',
  });
  expect(run.error, 'java could not be started').toBeUndefined();
  const {messages} = JSON.parse(run.stderr) as {messages: VnuMessage[]};
  const fatal = messages.filter((m) => m.type === 'non-document-error');
  expect(fatal, 'vnu could not read a file').toEqual([]);

  const familyOf = (url: string) => files.find((f) => url.endsWith(f.file))?.family ?? url;
  const errors = messages
    .filter((m) => m.message !== PRISM_DIV_IN_CODE)
    .map((m) => `${familyOf(m.url)} (line ${m.lastLine ?? '?'}): ${m.message}\n    ${m.extract ?? ''}`);
  expect(errors, errors.join('\n')).toEqual([]);
});
