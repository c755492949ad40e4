/** A paragraph, or a bulleted list of short points. */
export type LegalBlock = string | { list: readonly string[] };

export type LegalSection = { id: string; title: string; body: readonly LegalBlock[] };

export type LegalDocument = {
  title: string;
  metaDescription: string;
  /** ISO date, shown as "March 1, 2024". */
  lastUpdated: string;
  intro: string;
  sections: readonly LegalSection[];
};
