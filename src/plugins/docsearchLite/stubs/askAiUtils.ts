/**
 * Stand-in for DocSearch's Ask AI helpers (`utils/ai`): the modal calls these three only with an Ask AI answer or
 * error, which the local modal never has.
 */
export const buildDummyAskAiHit = (query: string) => ({query});
export const isAskAiPromptBlockingError = (): boolean => false;
export const isAgentStudioTokenOutputLimitError = (): boolean => false;
