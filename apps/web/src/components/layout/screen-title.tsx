import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import type { PageTitleKey, ScreenId } from '../../config/routes';

/** What a screen says it is once its data has come: its title and the list it belongs to. */
export interface ScreenTitle {
  titleKey: PageTitleKey;
  /** the route's own list when not given; null for a record in no list (an erased one) */
  parentList?: ScreenId | null | undefined;
}

interface ScreenTitleSlot {
  title: ScreenTitle | undefined;
  setTitle(title: ScreenTitle | undefined): void;
}

const ScreenTitleContext = createContext<ScreenTitleSlot>({
  title: undefined,
  setTitle: () => undefined,
});

/**
 * One address can show records of several kinds (a reviewer opens an approved record where a
 * secretary opens a returned one): the header's title and trail follow what the screen shows,
 * not only the route.
 */
export function ScreenTitleProvider({ children }: { children: ReactNode }) {
  const [title, setTitle] = useState<ScreenTitle | undefined>(undefined);
  return (
    <ScreenTitleContext.Provider value={{ title, setTitle }}>
      {children}
    </ScreenTitleContext.Provider>
  );
}

/** The title a screen has set, if any; the route's own otherwise. */
export function useScreenTitleOverride(): ScreenTitle | undefined {
  return useContext(ScreenTitleContext).title;
}

/** Sets the header's title and trail while the calling screen is shown. */
export function useScreenTitle(titleKey: PageTitleKey, parentList?: ScreenId | null) {
  const { setTitle } = useContext(ScreenTitleContext);
  useEffect(() => {
    setTitle({ titleKey, parentList });
    return () => setTitle(undefined);
  }, [setTitle, titleKey, parentList]);
}
