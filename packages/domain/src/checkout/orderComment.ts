/**
 * The order comment as it is sent (spec §5): line breaks become spaces, so the comment is one line on
 * the order; runs of blanks collapse to one space and the ends are trimmed.
 */
export function orderCommentText(comment: string): string {
  return comment
    .replace(/\r\n|[\r\n\u2028\u2029]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}
