import { useCallback, useState } from 'react';
import { readStartupsView, type StartupsView, writeStartupsView } from '../utils/startups-view.ts';

/** Cards or table, remembered on this device (aa:startups-view). */
export function useStartupsView(): [StartupsView, (view: StartupsView) => void] {
  const [view, setView] = useState<StartupsView>(() => readStartupsView());
  const choose = useCallback((next: StartupsView) => {
    setView(next);
    writeStartupsView(next);
  }, []);
  return [view, choose];
}
