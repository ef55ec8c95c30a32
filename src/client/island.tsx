import type { ComponentType } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { IslandRoot } from '../../templates/IslandRoot.js';

/** Hydrates one island (a server-rendered interactive page body) inside its error boundary. */
export function mountIsland(el: Element, Content: ComponentType): Root {
  return hydrateRoot(
    el,
    <IslandRoot>
      <Content />
    </IslandRoot>,
  );
}
