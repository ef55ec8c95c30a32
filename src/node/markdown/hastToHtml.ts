import type { Element, Nodes, Properties } from 'hast';
import { find, html, type Info } from 'property-information';

/** Elements without content or an end tag (hast-util-to-html's list). */
const VOIDS = new Set(
  'area base basefont bgsound br col command embed frame hr image img input keygen link meta param source track wbr'.split(
    ' ',
  ),
);
/** What hast-util-to-html escapes, with its default settings: in text, and in a double-quoted attribute value. */
const TEXT = /[<&]/g;
const ATTRIBUTE = /[\0"&'`]/g;
const infos = new Map<string, Info>();

/**
 * Serialises hast as hast-util-to-html does with its defaults (and `allowDangerousHtml`), for the
 * HTML elements and properties a page body holds. Written for the fast Markdown path, where it is
 * several times faster: no per-node dispatch, options objects or escaping callbacks, and text that
 * needs no escaping is copied as it is. tests/unit/markdown/hastToHtml.test.ts holds the two to
 * the same output; SVG and `<template>` content, which it does not handle, never reach it.
 */
export function hastToHtml(node: Nodes): string {
  switch (node.type) {
    case 'root':
      return node.children.map(hastToHtml).join('');
    case 'element':
      return element(node);
    case 'text':
      return escape(node.value, TEXT);
    case 'raw':
      return node.value;
    default:
      // Comments and doctypes: a page body has none (raw HTML pages go through unified).
      throw new Error(`hastToHtml: unexpected ${node.type} node`);
  }
}

function element(node: Element): string {
  const attributes = serializeAttributes(node.properties);
  let content = '';
  for (const child of node.children) content += hastToHtml(child);
  // A void element is closed only around content (which an empty text child is not).
  if (VOIDS.has(node.tagName) && !content) return `<${node.tagName}${attributes}>`;
  return `<${node.tagName}${attributes}>${content}</${node.tagName}>`;
}

function serializeAttributes(properties: Properties): string {
  let out = '';
  for (const key in properties) {
    let value = properties[key];
    if (value === null || value === undefined) continue;
    let info = infos.get(key);
    if (!info) infos.set(key, (info = find(html, key)));
    if (info.overloadedBoolean && (value === info.attribute || value === '')) value = true;
    else if (
      (info.boolean || info.overloadedBoolean) &&
      (typeof value !== 'string' || value === info.attribute || value === '')
    )
      value = Boolean(value);
    if (value === false || (typeof value === 'number' && Number.isNaN(value))) continue;
    if (value === true) {
      out += ` ${info.attribute}`;
      continue;
    }
    const text = Array.isArray(value) ? value.join(info.commaSeparated ? ', ' : ' ').trim() : String(value);
    out += ` ${info.attribute}="${escape(text, ATTRIBUTE)}"`;
  }
  return out;
}

/** Escapes text as hastToHtml does in a text node. */
export function escapeText(value: string): string {
  return escape(value, TEXT);
}

/** Escapes a double-quoted attribute's value as hastToHtml (and hast-util-to-html) do. */
export function escapeAttribute(value: string): string {
  return escape(value, ATTRIBUTE);
}

/** Escapes the characters `pattern` matches as hexadecimal references (`&#x26;`), as stringify-entities does. */
function escape(value: string, pattern: RegExp): string {
  pattern.lastIndex = 0;
  if (!pattern.test(value)) return value;
  return value.replace(pattern, (c) => `&#x${c.charCodeAt(0).toString(16).toUpperCase()};`);
}
