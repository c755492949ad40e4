/** The data path loads with the first touch of the form or a sample, never with the prerendered page. */
export const loadSiteCheckApi = () => import('./site-check-api');
