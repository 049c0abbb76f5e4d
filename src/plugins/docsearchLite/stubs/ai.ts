/** Stand-in for `ai` (the Vercel AI SDK) in the DocSearch modal without Ask AI: the transport is built, never used. */
export class DefaultChatTransport {
  constructor(readonly options: unknown) {}
}
export const generateId = (): string => 'local-search';
export const lastAssistantMessageIsCompleteWithToolCalls = (): boolean => false;
