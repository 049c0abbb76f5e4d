import {defineConfig} from '@playwright/test';
import base from './playwright.config';

/**
 * Tools that drive the browser but assert nothing a reader would notice (screenshots for a person to look at):
 * `npm run screenshots`. Kept out of `npm test`, whose end-to-end tests must each be able to fail.
 */
export default defineConfig({...base, testDir: 'tests/tools'});
