/**
 * `npm run mcp [-- --dir <buildDir>]`: the docs' Model Context Protocol server over stdio, for Claude Code, Cursor,
 * VS Code and other MCP clients. It reads a finished build of the site (default `build/`, from `npm run build`;
 * `--dir build-test` for the test build; relative to the repository root) and needs no network. stdout carries the
 * protocol, so messages go to stderr, and clients should start it with `npm run --silent mcp` (npm prints the
 * script's name on stdout otherwise).
 */
import path from 'node:path';
import {StdioServerTransport} from '@modelcontextprotocol/sdk/server/stdio.js';
import {createServer} from './server';

const USAGE = 'usage: tsx scripts/mcp/index.ts [--dir <built site directory>]   (default: build)';

export function parseArgs(argv: string[]): {dir: string} | {error: string} {
  let dir = 'build';
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '--dir') {
      const value = argv[++i];
      if (!value) return {error: '--dir needs a directory'};
      dir = value;
    } else if (arg.startsWith('--dir=')) dir = arg.slice('--dir='.length);
    else if (arg === '--help' || arg === '-h') return {error: USAGE};
    else return {error: `unknown argument "${arg}"\n${USAGE}`};
  }
  return {dir};
}

async function main(): Promise<void> {
  const args = parseArgs(process.argv.slice(2));
  if ('error' in args) {
    console.error(args.error);
    process.exit(2);
  }
  // A relative --dir is taken from the repository root, wherever the client starts the server from.
  const dir = path.resolve(import.meta.dirname, '../..', args.dir);
  const server = createServer(dir);
  await server.connect(new StdioServerTransport());
  console.error(`datahub-docs MCP server: serving ${dir} over stdio`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  main().catch((error: unknown) => {
    console.error(`datahub-docs MCP server: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  });
}
