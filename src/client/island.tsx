import type { ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { IslandRoot } from '../../templates/IslandRoot.js';

/** Hydrates one island (a server-rendered interactive page body) inside its error boundary. */
export function mountIsland(el: Element, Content: ComponentType): void {
  hydrateRoot(
    el,
    <IslandRoot>
      <Content />
    </IslandRoot>,
  );
}
