/*
 * The client build's entry in place of src/main.tsx (build/inline-boot-plugin.ts): the site's stylesheet,
 * which the build then writes inline into every page. The page's own first script, main.tsx, is inline too.
 */
import '../index.css';
