/** The data path loads with the form's first use or a sample, never with the prerendered page. */
export const loadSiteCheckApi = () => import('./site-check-api');
