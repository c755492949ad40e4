import { useState } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * A navigation menu's open state that closes on every route change: back/forward navigation clicks no
 * link, so closing from the links alone would leave the menu open over the next page.
 */
export function useRouteMenu() {
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  const [menuPath, setMenuPath] = useState(pathname);
  if (menuPath !== pathname) {
    setMenuPath(pathname);
    setOpen(false);
  }
  return [open, setOpen] as const;
}
