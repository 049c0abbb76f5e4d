/**
 * Stand-in for DocSearch's `useAskAi` hook: a conversation that never starts, since the local modal has no Ask AI
 * (DocSearch reads this state only when Ask AI is configured). The real hook would load the AI SDK and its stored
 * conversations.
 */
const nothing = (): void => {};
const resolved = async (): Promise<void> => {};
const noConversations = {add: nothing, remove: nothing, getAll: (): never[] => []};

export function useAskAi() {
  return {
    messages: [],
    status: 'ready' as const,
    sendMessage: resolved,
    setMessages: nothing,
    clearError: nothing,
    resetAskAiAbortScope: nothing,
    resetAskAiChatSession: nothing,
    stopAskAiStreaming: resolved,
    askAiError: undefined,
    isStreaming: false,
    exchanges: [],
    conversations: noConversations,
    sendFeedback: resolved,
  };
}
