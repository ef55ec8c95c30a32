import type { ComponentType } from 'react';
import type { Root } from 'react-dom/client';
import { IslandPart } from '../shared/partContext.js';
import { restorePartData } from '../shared/partData.js';
import { mountIsland as mountPageIsland } from './island.js';

/**
 * Hydrates the island of a swizzled part as a page's, its hooks given what its element holds of
 * the doc or post it was rendered for (`data-part`, see partData). Apart from island.tsx, so that
 * a page's islands do not carry it.
 */
export function mountIsland(el: HTMLElement, Content: ComponentType): Root {
  const { part } = el.dataset;
  if (!part) return mountPageIsland(el, Content);
  const context = restorePartData(part);
  return mountPageIsland(el, function PartIsland() {
    return (
      <IslandPart.Provider value={context}>
        <Content />
      </IslandPart.Provider>
    );
  });
}
