import { parse, type Token } from '@messageformat/parser';

/**
 * What a message needs from the code, as a sorted list: each placeholder with its kind
 * (`name`, `count:plural`, `day:date`), each select's cases (`tier:select=gold`) and each tag of
 * rich text (`<link>`). A translation must need exactly what its English needs; plural cases are
 * the language's own (CLDR), so they are not compared. Throws when the message does not parse.
 */
export function placeholdersOf(message: string): string[] {
  const found = new Set<string>();
  const visit = (tokens: Token[]) => {
    for (const token of tokens) {
      if (token.type === 'content') {
        for (const [, tag] of token.value.matchAll(/<\/?(\w+)>/g)) found.add(`<${tag}>`);
      } else if (token.type === 'argument') {
        found.add(token.arg);
      } else if (token.type === 'function') {
        found.add(`${token.arg}:${token.key}`);
      } else if (
        token.type === 'plural' ||
        token.type === 'select' ||
        token.type === 'selectordinal'
      ) {
        found.add(`${token.arg}:${token.type}`);
        for (const choice of token.cases) {
          if (token.type === 'select') found.add(`${token.arg}:select=${choice.key}`);
          visit(choice.tokens);
        }
      }
    }
  };
  visit(parse(message));
  return [...found].sort();
}
