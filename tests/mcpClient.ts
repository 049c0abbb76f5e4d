/** Starts the docs MCP server (scripts/mcp/index.ts) as a child process and connects an SDK client to it. */
import path from 'node:path';
import {Client} from '@modelcontextprotocol/sdk/client/index.js';
import {StdioClientTransport} from '@modelcontextprotocol/sdk/client/stdio.js';
import type {CallToolResult} from '@modelcontextprotocol/sdk/types.js';

/** Vitest and Playwright both run from the repository root (this file is loaded by both, CommonJS and ESM). */
export const REPO_ROOT = process.cwd();

export interface McpSession {
  client: Client;
  /** Calls a tool; the result's text and structured content, and whether it is an error result. */
  call<T = Record<string, unknown>>(
    name: string,
    args?: Record<string, unknown>,
  ): Promise<{text: string; isError: boolean; data: T}>;
  close(): Promise<void>;
}

export async function startMcp(buildDir: string): Promise<McpSession> {
  const transport = new StdioClientTransport({
    command: process.execPath,
    args: [path.join(REPO_ROOT, 'node_modules/tsx/dist/cli.mjs'), 'scripts/mcp/index.ts', '--dir', buildDir],
    cwd: REPO_ROOT,
    stderr: 'pipe',
  });
  const client = new Client({name: 'docs-mcp-test', version: '1.0.0'});
  await client.connect(transport);
  return {
    client,
    async call<T>(name: string, args: Record<string, unknown> = {}) {
      const result = (await client.callTool({name, arguments: args})) as CallToolResult;
      const text = result.content.map((c) => (c.type === 'text' ? c.text : '')).join('\n');
      return {text, isError: result.isError === true, data: result.structuredContent as T};
    },
    close: () => client.close(),
  };
}
