/** Stand-in for `@ai-sdk/react`: a chat that never starts (the local modal has no Ask AI screen). */
const nothing = (): void => {};
const resolved = async (): Promise<void> => {};

export function useChat() {
  return {
    messages: [],
    status: 'ready' as const,
    error: undefined,
    sendMessage: resolved,
    setMessages: nothing,
    stop: resolved,
    clearError: nothing,
  };
}
