/**
 * Serves a built site on 127.0.0.1 the way the production host does (see server.ts):
 *
 *   tsx scripts/serve/index.ts [--dir build] [--port 3000]
 *
 * The port comes from `--port`, else the PORT environment variable, else 3000.
 */
import path from 'node:path';
import {startServer} from './server';

export function parseArgs(args: string[], env: NodeJS.ProcessEnv): {dir: string; port: number} {
  const value = (name: string): string | undefined => {
    const index = args.findIndex((arg) => arg === `--${name}` || arg.startsWith(`--${name}=`));
    if (index < 0) return undefined;
    const arg = args[index]!;
    const inline = arg.includes('=') ? arg.slice(arg.indexOf('=') + 1) : args[index + 1];
    if (inline === undefined || inline === '') throw new Error(`--${name} needs a value`);
    return inline;
  };
  const port = Number(value('port') ?? env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`not a port: ${value('port') ?? env.PORT}`);
  return {dir: value('dir') ?? 'build', port};
}

async function main(): Promise<void> {
  const {dir, port} = parseArgs(process.argv.slice(2), process.env);
  const server = await startServer({dir: path.resolve(dir), port});
  console.log(`Serving ${dir} at ${server.origin}/`);
  const stop = () => void server.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  main().catch((error: unknown) => {
    console.error(`serve: ${(error as Error).message}`);
    process.exit(1);
  });
}
