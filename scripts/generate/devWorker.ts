/**
 * The generator kept running beside `npm start` (src/plugins/devRegenerate.ts starts it once, as a child process):
 * its modules stay loaded and what it has read, validated and rendered stays in memory, kept by content (the data
 * files in scripts/lib/dataFamily.ts and connectors/load.ts, each connector's page and schemas, the cache entries), so
 * a saved connector file costs that file and the pages it changes instead of a cold `npm run generate`. Each message
 * runs one pass: Next first (what a maintainer is looking at), then, as a second message, the frozen versions and
 * their notes. Replies with the lines `npm run generate` would print, or the error message.
 */
import path from 'node:path';
import {CACHE_DIR, writeDeferredEntries} from './cache';
import {families} from './families';
import {failureMessage, generate, summaryLines} from './index';
import {writeJsonSchemas} from './jsonSchemas';

export interface DevWorkerRequest {
  id: number;
  /** Also the frozen versions (versioned_docs/) and their notes; without it, Next only. */
  frozen: boolean;
}

export interface DevWorkerReply {
  id: number;
  ok: boolean;
  lines: string[];
}

const root = path.resolve(import.meta.dirname, '../..');

async function run({id, frozen}: DevWorkerRequest): Promise<DevWorkerReply> {
  try {
    writeJsonSchemas(root);
    const result = await generate(root, families, frozen, path.join(root, CACHE_DIR), true);
    return {id, ok: true, lines: summaryLines(result)};
  } catch (error) {
    return {id, ok: false, lines: [failureMessage(error)]};
  }
}

// One pass at a time, in the order asked. Two passes warm up once the dev server has had time for its first compile,
// so that the first save is not a cold run: one without the cache runs every family (modules loaded, every data file
// validated, every entry rendered and kept in memory); one through the cache, as a save's pass goes, keeps the cache
// entries in memory and the digests of the inputs and the generator code (without it the first save's pass read and
// parsed every family's entry and hashed every input: 254 ms against 112 ms for the next saves' passes).
const WARM_UP_AFTER_MS = 20_000;
let queue: Promise<unknown> = new Promise((resolve) => setTimeout(resolve, WARM_UP_AFTER_MS))
  .then(() => generate(root, families, false))
  .then(() => generate(root, families, false, path.join(root, CACHE_DIR), true))
  .then(writeDeferredEntries)
  .catch(() => undefined);
process.on('message', (request: DevWorkerRequest) => {
  queue = queue.then(async () => {
    const reply = await run(request);
    await new Promise<void>((resolve) =>
      process.send ? process.send(reply, undefined, {}, () => resolve()) : resolve(),
    );
    // Once the reply is sent, before the next pass: the cache entries of the families this pass ran. An entry that
    // cannot be written only costs the next run that family's time.
    try {
      writeDeferredEntries();
    } catch {
      // the cache folder is not writable: nothing to report to the dev server
    }
  });
});
// The dev server went away: nothing left to generate for.
process.on('disconnect', () => process.exit(0));
