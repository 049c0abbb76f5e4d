/** The MCP server of the docs: one McpServer with the five tools, reading one built site. */
import {McpServer} from '@modelcontextprotocol/sdk/server/mcp.js';
import {ToolContext} from './context';
import {BuiltSite} from './site';
import {registerExplainEntity} from './tools/explainEntity';
import {registerGetPage} from './tools/getPage';
import {registerListConnectors} from './tools/listConnectors';
import {registerSearchDocs} from './tools/searchDocs';
import {registerValidateRecipe} from './tools/validateRecipe';

export const SERVER_NAME = 'datahub-docs';
export const SERVER_VERSION = '1.0.0';

const instructions = [
  'Tools over a local copy of the DataHub documentation (docs.datahub.com), offline.',
  'Find pages with search_docs, read one with get_page, list connectors and their capabilities with',
  'list_connectors, check an ingestion recipe with validate_recipe and explain a metadata model entity with',
  'explain_entity. The docs of DataHub 1.1.0 are available with version "1.1.0" and under /docs/1.1.0/.',
].join(' ');

export function createServer(buildDir: string, root?: string): McpServer {
  const ctx = new ToolContext(new BuiltSite(buildDir), root);
  const server = new McpServer({name: SERVER_NAME, version: SERVER_VERSION}, {instructions});
  registerSearchDocs(server, ctx);
  registerGetPage(server, ctx);
  registerListConnectors(server, ctx);
  registerValidateRecipe(server, ctx);
  registerExplainEntity(server, ctx);
  return server;
}
