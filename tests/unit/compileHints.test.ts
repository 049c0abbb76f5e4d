import {describe, expect, it} from 'vitest';
import compileHintsPlugin, {COMPILE_HINT, hintedFiles} from '../../src/plugins/compileHints';

describe('compile hints (src/plugins/compileHints.ts)', () => {
  it('is the magic comment V8 reads, on a line of its own', () => {
    expect(COMPILE_HINT).toBe('//# allFunctionsCalledOnLoad\n');
  });

  it('hints the JavaScript files of the main chunk only', () => {
    const chunks = [
      {name: 'runtime~main', files: ['assets/js/runtime~main.1.js']},
      {name: 'main', files: new Set(['assets/js/main.2.js', 'assets/css/styles.3.css'])},
      {name: null, files: ['assets/js/17896441.4.js']},
    ];
    expect(hintedFiles(chunks)).toEqual(['assets/js/main.2.js']);
  });

  it('leaves the server bundle and the dev server alone', () => {
    const plugin = compileHintsPlugin();
    const utils = {currentBundler: {instance: {}}} as never;
    expect(plugin.configureWebpack!({mode: 'production'}, true, utils, {} as never)).toEqual({});
    expect(plugin.configureWebpack!({mode: 'development'}, false, utils, {} as never)).toEqual({});
  });
});
