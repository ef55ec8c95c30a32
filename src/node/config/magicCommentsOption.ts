import type { MagicComment } from '../../shared/types.js';
import { isObject } from '../../shared/isObject.js';
import { SiteError } from '../errors.js';

/**
 * `themeConfig.prism.magicComments` of a Docusaurus config, checked as Docusaurus checks it: each
 * entry a `className` with a `line` word, a `block` of `start` and `end` words, or both. Undefined
 * when the site lists none of its own (Docusaurus's default then applies).
 */
export function magicCommentsOption(prism: unknown, file: string): MagicComment[] | undefined {
  const value = isObject(prism) ? prism.magicComments : undefined;
  if (value === undefined) return undefined;
  const name = 'themeConfig.prism.magicComments';
  if (!Array.isArray(value)) throw new SiteError(`"${name}" must be a list`, file);
  return value.map((entry: unknown, i) => {
    const comment = isObject(entry) ? entry : {};
    const { className, line, block } = comment;
    const words = isObject(block) ? [block.start, block.end] : [];
    const valid =
      typeof className === 'string' &&
      className !== '' &&
      (line === undefined || isWord(line)) &&
      (block === undefined || words.every(isWord)) &&
      (line !== undefined || block !== undefined);
    if (!valid)
      throw new SiteError(
        `"${name}[${i}]" must have a className, and a line word or a block { start, end } (non-empty strings)`,
        file,
      );
    return {
      className: className as string,
      ...(line === undefined ? {} : { line: line as string }),
      ...(block === undefined ? {} : { block: { start: words[0] as string, end: words[1] as string } }),
    };
  });
}

function isWord(value: unknown): value is string {
  return typeof value === 'string' && value.trim() !== '';
}
