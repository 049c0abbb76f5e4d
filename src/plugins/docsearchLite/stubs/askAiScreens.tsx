/**
 * Stand-ins for DocSearch's Ask AI screens (the conversation, its history, a new conversation): DocSearch draws them
 * only when Ask AI is configured and active, which the local modal never is.
 */
export const AskAiScreen = (): null => null;
export const ConversationHistoryScreen = (): null => null;
export const NewConversationScreen = (): null => null;
