/**
 * The conflict rule of `cn()` (lib/utils.ts): a later Tailwind utility replaces an earlier one that
 * sets the same thing under the same variants, so a caller's `className="px-2"` overrides a
 * component's `px-4`, and `p-4` after `px-2` replaces both. This is tailwind-merge's rule, written
 * for the utility groups this app uses: tailwind-merge's full table of every Tailwind utility
 * weighs 8.6 kB gzip in every page's first load (docs/decisions/0014-fast-first-load.md).
 *
 * `class-merge-codebase.test.ts` checks every `cn()` call and every className override in src
 * against tailwind-merge itself, so a utility this table does not know fails that test instead of
 * leaving two conflicting classes on a page. Unknown utilities are kept as they are.
 */

const FONT_SIZES = /^(xs|sm|base|lg|xl|[2-9]xl|\[\d[^\]]*\])$/;
const DISPLAY = new Set([
  'block',
  'inline-block',
  'inline',
  'flex',
  'inline-flex',
  'grid',
  'inline-grid',
  'contents',
  'table',
  'table-row',
  'table-cell',
  'flow-root',
  'list-item',
  'hidden',
]);
const POSITION = new Set(['static', 'fixed', 'absolute', 'relative', 'sticky']);
const SIDE = '(?:x|y|t|r|b|l|s|e)';
/** A spacing value: a number on the spacing scale, px, auto, or an arbitrary value. */
const SPACING = '(?:\\d+(?:\\.\\d+)?|px|auto|\\[[^\\]]+\\]|\\([^)]+\\))';

/** The text-* utilities that are neither a font size nor a colour. */
const TEXT_GROUPS: ReadonlyArray<readonly [RegExp, string]> = [
  [/^text-(left|center|right|justify|start|end)$/, 'text-align'],
  [/^text-(wrap|nowrap|balance|pretty)$/, 'text-wrap'],
  [/^text-(ellipsis|clip)$/, 'text-overflow'],
];

/** [pattern, group] in order; the first match wins. `$1` in a group is replaced by the match's first capture. */
const GROUPS: ReadonlyArray<readonly [RegExp, string]> = [
  [new RegExp(`^p(${SIDE})?-${SPACING}$`), 'p$1'],
  [new RegExp(`^m(${SIDE})?-${SPACING}$`), 'm$1'],
  [/^space-([xy])-/, 'space-$1'],
  [/^gap-([xy])-/, 'gap-$1'],
  [/^gap-/, 'gap'],
  [/^size-/, 'size'],
  [/^(min-w|max-w|min-h|max-h|w|h)-/, '$1'],
  [/^truncate$/, 'text-overflow'],
  [/^leading-/, 'leading'],
  [/^tracking-/, 'tracking'],
  [/^font-(thin|extralight|light|normal|medium|semibold|bold|extrabold|black)$/, 'font-weight'],
  [/^font-(sans|serif|mono)$/, 'font-family'],
  [/^(italic|not-italic)$/, 'font-style'],
  [/^(uppercase|lowercase|capitalize|normal-case)$/, 'text-transform'],
  [/^(underline|overline|line-through|no-underline)$/, 'text-decoration-line'],
  [/^underline-offset-/, 'underline-offset'],
  [/^bg-(linear|radial|conic|gradient)-|^bg-none$/, 'bg-image'],
  [/^bg-(cover|contain|auto)$/, 'bg-size'],
  [/^bg-(center|top|bottom|left|right)/, 'bg-position'],
  [/^bg-(repeat|no-repeat)/, 'bg-repeat'],
  [/^bg-/, 'bg-color'],
  [/^(from|via|to)-/, 'gradient-$1'],
  [/^rounded(-(?:t|r|b|l|s|e|tl|tr|br|bl|ss|se|es|ee))?(?:-|$)/, 'rounded$1'],
  [new RegExp(`^border(-${SIDE})?(?:-\\d+|-\\[\\d[^\\]]*\\])?$`), 'border-w$1'],
  [/^border-(solid|dashed|dotted|double|hidden|none)$/, 'border-style'],
  [new RegExp(`^border(-${SIDE})?-`), 'border-color$1'],
  [/^(outline|outline-(none|hidden|solid|dashed|dotted|double))$/, 'outline-style'],
  [/^outline-offset-/, 'outline-offset'],
  [/^outline-(\d+|\[\d[^\]]*\])$/, 'outline-w'],
  [/^outline-/, 'outline-color'],
  [/^ring(-\d+)?$/, 'ring-w'],
  [/^ring-offset-/, 'ring-offset'],
  [/^ring-/, 'ring-color'],
  [/^shadow(-(xs|sm|md|lg|xl|2xl|inner|none))?$/, 'shadow'],
  [/^shadow-/, 'shadow-color'],
  [/^opacity-/, 'opacity'],
  [/^z-/, 'z'],
  [/^(inset-[xy]|inset|top|right|bottom|left|start|end)-/, '$1'],
  [/^items-/, 'align-items'],
  [/^justify-(start|end|center|between|around|evenly|stretch|normal)$/, 'justify-content'],
  [/^justify-items-/, 'justify-items'],
  [/^justify-self-/, 'justify-self'],
  [/^self-/, 'align-self'],
  [/^content-(start|end|center|between|around|evenly|stretch|normal|baseline)$/, 'align-content'],
  [/^place-(items|content|self)-/, 'place-$1'],
  [/^flex-(row|col)(-reverse)?$/, 'flex-direction'],
  [/^flex-(wrap|nowrap|wrap-reverse)$/, 'flex-wrap'],
  [/^flex-/, 'flex'],
  [/^(grow|shrink)(-|$)/, '$1'],
  [/^basis-/, 'basis'],
  [/^grid-cols-/, 'grid-cols'],
  [/^grid-rows-/, 'grid-rows'],
  [/^col-/, 'col'],
  [/^row-/, 'row'],
  [/^overflow-([xy])-/, 'overflow-$1'],
  [/^overflow-/, 'overflow'],
  [/^whitespace-/, 'whitespace'],
  [/^break-(normal|words|all|keep)$/, 'word-break'],
  [/^aspect-/, 'aspect'],
  [/^object-(contain|cover|fill|none|scale-down)$/, 'object-fit'],
  [/^object-/, 'object-position'],
  [/^animate-/, 'animate'],
  [/^transition(-|$)/, 'transition'],
  [/^duration-/, 'duration'],
  [/^ease-/, 'ease'],
  [/^cursor-/, 'cursor'],
  [/^select-/, 'select'],
  [/^pointer-events-/, 'pointer-events'],
  [/^appearance-/, 'appearance'],
  [/^list-/, 'list'],
  [/^line-clamp-/, 'line-clamp'],
  [/^(sr-only|not-sr-only)$/, 'sr'],
];

/** A group that, coming later, also replaces these (a shorthand replaces its parts). */
const REPLACES: Record<string, readonly string[]> = {
  p: ['px', 'py', 'pt', 'pr', 'pb', 'pl', 'ps', 'pe'],
  px: ['pr', 'pl', 'ps', 'pe'],
  py: ['pt', 'pb'],
  m: ['mx', 'my', 'mt', 'mr', 'mb', 'ml', 'ms', 'me'],
  mx: ['mr', 'ml', 'ms', 'me'],
  my: ['mt', 'mb'],
  size: ['w', 'h'],
  gap: ['gap-x', 'gap-y'],
  'font-size': ['leading'],
  overflow: ['overflow-x', 'overflow-y'],
  inset: ['inset-x', 'inset-y', 'top', 'right', 'bottom', 'left', 'start', 'end'],
  'inset-x': ['right', 'left'],
  'inset-y': ['top', 'bottom'],
  rounded: ['-s', '-e', '-t', '-r', '-b', '-l', '-ss', '-se', '-ee', '-es', '-tl', '-tr', '-br', '-bl'].map(
    (side) => `rounded${side}`,
  ),
  'rounded-t': ['rounded-tl', 'rounded-tr'],
  'rounded-r': ['rounded-tr', 'rounded-br'],
  'rounded-b': ['rounded-br', 'rounded-bl'],
  'rounded-l': ['rounded-tl', 'rounded-bl'],
  'border-w': ['-x', '-y', '-t', '-r', '-b', '-l', '-s', '-e'].map((side) => `border-w${side}`),
  'border-w-x': ['border-w-r', 'border-w-l'],
  'border-w-y': ['border-w-t', 'border-w-b'],
  'border-color': ['-x', '-y', '-t', '-r', '-b', '-l', '-s', '-e'].map((side) => `border-color${side}`),
  'border-color-x': ['border-color-r', 'border-color-l'],
  'border-color-y': ['border-color-t', 'border-color-b'],
};

/** The group a utility (without variants) belongs to, or null when it conflicts with nothing. */
function groupOf(utility: string): string | null {
  const base = utility.replace(/^-/, '').replace(/\/[\w.[\]%-]+$/, '');
  if (DISPLAY.has(base)) return 'display';
  if (POSITION.has(base)) return 'position';
  if (base.startsWith('text-')) {
    for (const [pattern, group] of TEXT_GROUPS) if (pattern.test(base)) return group;
    return FONT_SIZES.test(base.slice(5)) ? 'font-size' : 'text-color';
  }
  for (const [pattern, group] of GROUPS) {
    const match = pattern.exec(base);
    if (match) return group.replace('$1', match[1] ?? '');
  }
  return null;
}

/** Splits "hover:sm:px-2" into its variants (sorted: their order does not matter) and the utility. */
function splitVariants(className: string): { variants: string; utility: string } {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < className.length; i++) {
    const char = className[i];
    if (char === '[' || char === '(') depth++;
    else if (char === ']' || char === ')') depth--;
    else if (char === ':' && depth === 0) {
      parts.push(className.slice(start, i));
      start = i + 1;
    }
  }
  let utility = className.slice(start);
  let important = '';
  if (utility.startsWith('!') || utility.endsWith('!')) {
    important = '!';
    utility = utility.replace(/^!|!$/g, '');
  }
  // Arbitrary variants ("[&_svg]") keep their place; named ones are sorted.
  const named = parts.filter((part) => !part.startsWith('[')).sort();
  const arbitrary = parts.filter((part) => part.startsWith('['));
  return { variants: [...arbitrary, ...named].join(':') + important, utility };
}

/**
 * Results by class list: a page calls cn() with the same few hundred lists over and over (every
 * button of a variant), and hydrating a campaign page spent tens of milliseconds on a throttled
 * phone merging them again. Bounded: cleared when full.
 */
const merged = new Map<string, string>();
const MERGED_MAX = 2000;

/** Removes the classes a later class replaces; keeps the order of the rest. */
export function mergeClasses(classList: string): string {
  const known = merged.get(classList);
  if (known !== undefined) return known;
  const result = mergeUncached(classList);
  if (merged.size >= MERGED_MAX) merged.clear();
  merged.set(classList, result);
  return result;
}

function mergeUncached(classList: string): string {
  const classes = classList.split(/\s+/).filter(Boolean);
  const taken = new Set<string>();
  const kept: string[] = [];
  for (let i = classes.length - 1; i >= 0; i--) {
    const className = classes[i]!;
    const { variants, utility } = splitVariants(className);
    const group = groupOf(utility);
    if (group === null) {
      kept.push(className);
      continue;
    }
    const key = `${variants}|${group}`;
    if (taken.has(key)) continue;
    taken.add(key);
    for (const replaced of REPLACES[group] ?? []) taken.add(`${variants}|${replaced}`);
    kept.push(className);
  }
  return kept.reverse().join(' ');
}
