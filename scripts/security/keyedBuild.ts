/**
 * The production configuration, built and checked: every analytics and third-party identifier of
 * config/thirdParty.ts set to a test value, the site built into `build-keyed/` (every docs version: a partial build
 * would break the links and redirects into the versions it leaves out), then the security headers derived from that
 * build with those identifiers. The files written after the pages (Markdown twins, llms
 * files, the search index: src/plugins/postBuildOutputs) are left out (SITE_POSTBUILD_OUTPUTS=off): they hold no
 * script, and the check reads only the pages' inline scripts.
 *
 *   tsx scripts/security/keyedBuild.ts            build, then fail when static/_headers or vercel.json drifted
 *   tsx scripts/security/keyedBuild.ts --write    build, then rewrite static/_headers and vercel.json
 *   tsx scripts/security/keyedBuild.ts --no-build only the check (or --write) on an existing build-keyed/
 *
 * The committed files are therefore the policy a deploy with real identifiers needs: the identifiers themselves never
 * appear in an inline script (src/plugins/analyticsTags, static/analytics/), so the test values give the same hashes.
 */
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {OUTPUTS_ENV} from '../../src/plugins/postBuildOutputs/options';

const repoRoot = path.resolve(__dirname, '../..');
export const KEYED_BUILD_DIR = 'build-keyed';

/** A test value for every identifier a production deploy may set. */
export const TEST_IDS: Record<string, string> = {
  GTAG_TRACKING_ID: 'G-TEST000000',
  GTM_CONTAINER_ID: 'GTM-TEST000',
  HOTJAR_SITE_ID: '1234567',
  RB2B_ID: 'TESTRB2B00',
  CHILIPIPER_DOMAIN: 'datahub-test',
  CLEARBIT_KEY: 'pk_test_datahub',
  KAPA_WEBSITE_ID: '00000000-0000-4000-8000-000000000000',
};

function run(command: string, args: string[], env: NodeJS.ProcessEnv): void {
  const result = spawnSync(command, args, {cwd: repoRoot, env, stdio: 'inherit'});
  if (result.status !== 0) process.exit(result.status ?? 1);
}

function main(args: string[]): void {
  const env = {...process.env, ...TEST_IDS, [OUTPUTS_ENV]: 'off'};
  if (!args.includes('--no-build')) {
    fs.rmSync(path.join(repoRoot, '.docusaurus'), {recursive: true, force: true});
    run('npx', ['docusaurus', 'build', '--out-dir', KEYED_BUILD_DIR], env);
  }
  const headersArgs = args.includes('--write') ? [KEYED_BUILD_DIR] : ['--check', KEYED_BUILD_DIR];
  run('npx', ['tsx', 'scripts/security/headers.ts', ...headersArgs], env);
}

if (process.argv[1] && path.basename(process.argv[1]) === 'keyedBuild.ts') main(process.argv.slice(2));
