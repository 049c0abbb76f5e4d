// `react-dom/server` for the server build under Preact (src/plugins/preact): Docusaurus renders each page with
// `renderToPipeableStream(app, {onAllReady, onError})` and pipes only once everything is ready, so the whole page is
// rendered to a string first (waiting for lazy components) and then handed over as one chunk.
import {PassThrough} from 'node:stream';
import {renderToStringAsync} from 'preact-render-to-string';

export function renderToPipeableStream(app, options) {
  const stream = new PassThrough();
  renderToStringAsync(app).then(
    (html) => {
      stream.end(html);
      options.onShellReady?.();
      options.onAllReady?.();
    },
    (error) => {
      stream.destroy();
      options.onError?.(error);
    },
  );
  return {
    pipe: (writable) => stream.pipe(writable),
    abort: () => stream.destroy(),
  };
}

export {renderToString, renderToStaticMarkup} from 'preact-render-to-string';
