import type { ComponentType } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { IslandRoot } from '../../templates/IslandRoot.js';
import { IslandPart } from '../shared/partContext.js';
import { restorePartData } from '../shared/partData.js';

/**
 * Hydrates one island (a server-rendered interactive page body or swizzled part) inside its error
 * boundary; a part's hooks give what its element holds of its doc or post (`data-part`).
 */
export function mountIsland(el: HTMLElement, Content: ComponentType): Root {
  const island = (
    <IslandRoot>
      <Content />
    </IslandRoot>
  );
  const { part } = el.dataset;
  if (!part) return hydrateRoot(el, island);
  return hydrateRoot(el, <IslandPart.Provider value={restorePartData(part)}>{island}</IslandPart.Provider>);
}
