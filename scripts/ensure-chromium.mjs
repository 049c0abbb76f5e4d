// Runs before `npm test`: the e2e suite drives Debian's Chromium (browser downloads cannot work here).
import {execSync} from 'node:child_process';
import {existsSync} from 'node:fs';

const CHROMIUM = '/usr/bin/chromium';
if (!existsSync(CHROMIUM)) {
  if (process.getuid?.() !== 0) {
    console.error(`${CHROMIUM} is missing. Install it with: sudo apt-get update && sudo apt-get install -y chromium`);
    process.exit(1);
  }
  console.log('Installing Debian Chromium for the end-to-end tests...');
  execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', {stdio: 'inherit'});
}
