import { useEffect } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { QUERY_VIEW_ATTRIBUTE } from '@/lib/first-paint/query-view';
import { AppRoutes } from './router';

export function App() {
  // The first commit has replaced the prerendered default view, so the query's view may show now.
  useEffect(() => document.documentElement.removeAttribute(QUERY_VIEW_ATTRIBUTE), []);
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  );
}
