/** Stand-in for DocSearch's `useSuggestedQuestions`: Ask AI's suggested questions, of which the local modal has none. */
export const useSuggestedQuestions = (): never[] => [];
