/** Small text helpers shared by the tools: normalising words, quoting untrusted input, "did you mean" lists. */

/** Lower case without accents, for comparisons that should not care about either. */
export function fold(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

/**
 * Untrusted input written back in a message: control characters and line breaks removed, cut to `max` characters,
 * in double quotes (JSON string syntax, so nothing in it reads as Markdown structure).
 */
export function quote(value: string, max = 80): string {
  const clean = value.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g, ' ');
  return JSON.stringify(clean.length > max ? `${clean.slice(0, max)}...` : clean);
}

export function editDistance(a: string, b: string): number {
  const row = Array.from({length: b.length + 1}, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    let previous = row[0] ?? 0;
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const kept = row[j] ?? 0;
      row[j] = Math.min(kept + 1, (row[j - 1] ?? 0) + 1, previous + (a[i - 1] === b[j - 1] ? 0 : 1));
      previous = kept;
    }
  }
  return row[b.length] ?? 0;
}

/**
 * Up to `count` candidates closest to `name`: those that contain it or that it contains first (shortest first),
 * then the rest by edit distance, ignoring case. Long names are cut before comparing, so the cost stays small.
 */
export function closest(name: string, candidates: Iterable<string>, count = 5): string[] {
  const wanted = fold(name).slice(0, 200);
  const scored = [...new Set(candidates)].map((candidate) => {
    const folded = fold(candidate);
    const contains = wanted.length > 0 && (folded.includes(wanted) || wanted.includes(folded));
    return {candidate, contains, distance: editDistance(wanted, folded.slice(0, 200))};
  });
  const limit = Math.max(3, Math.floor(wanted.length / 2));
  return scored
    .filter((s) => s.contains || s.distance <= limit)
    .sort(
      (a, b) =>
        Number(b.contains) - Number(a.contains) ||
        a.distance - b.distance ||
        a.candidate.length - b.candidate.length ||
        a.candidate.localeCompare(b.candidate),
    )
    .slice(0, count)
    .map((s) => s.candidate);
}
