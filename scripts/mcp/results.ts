/** The two shapes a tool answers with: a text result (optionally with structured data) or an error result. */
import type {CallToolResult} from '@modelcontextprotocol/sdk/types.js';

export function textResult(text: string, structured?: Record<string, unknown>): CallToolResult {
  return {content: [{type: 'text', text}], ...(structured ? {structuredContent: structured} : {})};
}

/** An error the model can act on: what was wrong and what to do instead. Never thrown, so the server keeps serving. */
export function errorResult(text: string): CallToolResult {
  return {content: [{type: 'text', text}], isError: true};
}

/**
 * Runs a tool body and turns any exception into an error result: a bug or an unreadable build answers with a
 * message instead of ending the request.
 */
export async function guarded(run: () => CallToolResult | Promise<CallToolResult>): Promise<CallToolResult> {
  try {
    return await run();
  } catch (error) {
    return errorResult(`The tool failed: ${error instanceof Error ? error.message : String(error)}`);
  }
}
