import { createContext, useContext, type ReactNode } from 'react';

/** The level a widget's own top heading takes: h2 inside someone else's page, h1 where the widget is the page. */
export type HeadingLevel = 1 | 2;

const HeadingLevelContext = createContext<HeadingLevel>(2);

/**
 * Says how deep a widget's top heading sits. A widget dropped into a page
 * heads a section of it (h2, the default); a host that gives a whole page to
 * one widget, as the portal's sign-in pages do, makes its heading the page's
 * level-one heading.
 */
export function HeadingLevelProvider({ level, children }: { level: HeadingLevel; children: ReactNode }) {
  return <HeadingLevelContext.Provider value={level}>{children}</HeadingLevelContext.Provider>;
}

/** The element for a widget's top heading. */
export function useTopHeading(): 'h1' | 'h2' {
  return useContext(HeadingLevelContext) === 1 ? 'h1' : 'h2';
}
