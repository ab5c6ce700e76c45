import { legalBlocks } from '@workwear/domain';
import { Fragment } from 'react';

/** A paragraph's lines with their breaks (an address, a contact block). */
function Lines({ text }: { text: string }) {
  return text.split('\n').map((line, i) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: the lines of one paragraph never reorder.
    <Fragment key={i}>
      {i > 0 && <br />}
      {line}
    </Fragment>
  ));
}

/**
 * A legal page's stored text as headings, lists and paragraphs (domain legalBlocks): plain text from
 * the database, rendered as React text, so nothing in it can become markup.
 */
export function LegalBody({ body }: { body: string }) {
  return (
    <div className="space-y-4 text-base leading-7 text-slate-800">
      {legalBlocks(body).map((block, i) => {
        const key = `${block.kind}-${i}`;
        if (block.kind === 'heading') {
          return (
            <h2 key={key} className="pt-4 text-xl font-semibold text-slate-900">
              {block.text}
            </h2>
          );
        }
        if (block.kind === 'list') {
          return (
            <ul key={key} className="list-disc space-y-1 pl-6">
              {block.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          );
        }
        return (
          <p key={key}>
            <Lines text={block.text} />
          </p>
        );
      })}
    </div>
  );
}
