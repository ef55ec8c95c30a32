import { STORAGE_KEYS } from '../shared/constants.js';
import { storage } from './storage.js';

/** Version -> route, from the links of a `<template data-versions>` (see VersionLinks). */
function routes(template: HTMLTemplateElement): Map<string, string> {
  return new Map(
    [...template.content.querySelectorAll<HTMLAnchorElement>('a[data-version]')].map((a) => [
      a.dataset.version!,
      a.getAttribute('href')!,
    ]),
  );
}

/**
 * Points the navbar's docs links at the docs version the reader is in (the page's), else the one
 * they chose; the version dropdown names it, and its links lead to the same page in each version.
 * Server-rendered pages are right already for their own version: this serves client navigation
 * and the pages outside the docs.
 */
export function showDocsVersion(main: HTMLElement): void {
  const page = main.querySelector<HTMLTemplateElement>('template[data-versions]');
  const version = page?.dataset.versions || storage.get(STORAGE_KEYS.preferredVersion);
  if (!version) return;
  const alternates = page ? routes(page) : new Map<string, string>();
  for (const template of document.querySelectorAll<HTMLTemplateElement>('.navbar template[data-versions]')) {
    const link = template.previousElementSibling;
    const to = routes(template).get(version);
    if (to && link instanceof HTMLAnchorElement) link.setAttribute('href', to);
  }
  for (const label of document.querySelectorAll<HTMLElement>('[data-version-label]')) {
    const menu = label.nextElementSibling;
    const chosen = menu?.querySelector<HTMLAnchorElement>(`a[data-version="${CSS.escape(version)}"]`);
    if (chosen) label.textContent = chosen.textContent;
    for (const link of menu?.querySelectorAll<HTMLAnchorElement>('a[data-version]') ?? []) {
      link.dataset.main ??= link.getAttribute('href')!;
      link.setAttribute('href', alternates.get(link.dataset.version!) ?? link.dataset.main);
    }
  }
}

/** Remembers the docs version a reader chooses (a version dropdown's link, a banner's), as Docusaurus does, and shows it. */
export function setupDocsVersions(): void {
  document.addEventListener('click', (event) => {
    const link = (event.target as Element).closest?.<HTMLAnchorElement>('a[data-version]');
    if (link && !link.closest('template')) storage.set(STORAGE_KEYS.preferredVersion, link.dataset.version!);
  });
  const main = document.querySelector('main');
  if (main) showDocsVersion(main);
}
