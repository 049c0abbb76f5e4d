/**
 * Stand-in for DocSearch helpers that only Ask AI screens use (Markdown rendering of answers, matching Ask AI's
 * error messages): the modal's `utils` folder re-exports them, nothing the local modal runs calls them.
 */
export {};
