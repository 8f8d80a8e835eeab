import { createContext, useContext } from 'react';
import { questionRenderers } from './registry';
import type { RendererEntry } from './renderer-types';

/**
 * The renderer table the question screens use. A page (or a test) provides another table, e.g.
 * `withRenderers(questionRenderers, myEntry)`, to override or add renderers without touching the screens.
 */
export const RendererTableContext = createContext<readonly RendererEntry[]>(questionRenderers);

export const useRendererTable = (): readonly RendererEntry[] => useContext(RendererTableContext);
