/** An answer's paragraphs, as the widget and the fallback show them: each non-empty line is one. */
export const paragraphs = (answer: string): string[] =>
  answer
    .split('\n')
    .map((part) => part.trim())
    .filter(Boolean);
