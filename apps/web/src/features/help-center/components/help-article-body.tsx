import { Lightbulb } from 'lucide-react';
import type { HelpBlock } from '@/features/help-center/content/help-types';

export function HelpArticleBody({ blocks }: { blocks: readonly HelpBlock[] }) {
  return (
    <div className="prose-page">
      {blocks.map((block, index) => {
        const key = `${block.kind}-${index}`;
        switch (block.kind) {
          case 'heading':
            return <h2 key={key}>{block.text}</h2>;
          case 'paragraph':
            return <p key={key}>{block.text}</p>;
          case 'list': {
            const items = block.items.map((item) => <li key={item}>{item}</li>);
            return block.ordered ? <ol key={key}>{items}</ol> : <ul key={key}>{items}</ul>;
          }
          case 'tip':
            return (
              <p
                key={key}
                className="flex gap-3 rounded-xl border border-primary/20 bg-primary-soft px-4 py-3 text-primary-soft-foreground"
              >
                <Lightbulb aria-hidden="true" className="mt-1 size-4 shrink-0" />
                <span>
                  <strong>Tip: </strong>
                  {block.text}
                </span>
              </p>
            );
        }
      })}
    </div>
  );
}
