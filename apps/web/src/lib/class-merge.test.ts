import { twMerge } from 'tailwind-merge';
import { describe, expect, it } from 'vitest';
import { mergeClasses } from '@/lib/class-merge';
import { cn } from '@/lib/utils';

describe('mergeClasses', () => {
  it.each([
    ['px-4 py-2 px-2', 'py-2 px-2'],
    ['p-4 px-2', 'p-4 px-2'],
    ['px-2 p-4', 'p-4'],
    ['sm:px-6 px-2 sm:px-2', 'px-2 sm:px-2'],
    ['hover:focus:bg-muted focus:hover:bg-card', 'focus:hover:bg-card'],
    ['text-sm text-foreground text-base', 'text-foreground text-base'],
    ['text-sm leading-6 text-base', 'text-base'],
    ['text-left text-center text-sm', 'text-center text-sm'],
    ['h-11 sm:h-10 h-auto', 'sm:h-10 h-auto'],
    ['size-9 size-20', 'size-20'],
    ['w-4 h-4 size-8', 'size-8'],
    ['rounded-t-lg rounded-md', 'rounded-md'],
    ['rounded-md rounded-t-lg', 'rounded-md rounded-t-lg'],
    ['border border-border border-2', 'border-border border-2'],
    ['bg-primary hover:bg-primary/90 bg-card/70', 'hover:bg-primary/90 bg-card/70'],
    ['-mt-2 mt-4', 'mt-4'],
    ['!px-2 px-4', '!px-2 px-4'],
    ['[&_svg]:size-4 [&_svg]:size-5', '[&_svg]:size-5'],
    ['font-semibold font-bold font-mono', 'font-bold font-mono'],
    ['shadow-sm shadow-none', 'shadow-none'],
    ['block hidden sm:flex', 'hidden sm:flex'],
    ['my-custom-class another-one my-custom-class', 'my-custom-class another-one my-custom-class'],
  ])('%s → %s (as tailwind-merge)', (input, expected) => {
    expect(mergeClasses(input)).toBe(expected);
    expect(twMerge(input)).toBe(expected);
  });

  it('cn joins conditional classes, then merges', () => {
    const hidden = Number('0') > 0;
    expect(cn('px-4 text-sm', hidden && 'hidden', undefined, { 'font-bold': true }, 'px-2')).toBe('text-sm font-bold px-2');
  });
});
