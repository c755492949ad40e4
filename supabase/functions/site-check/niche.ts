import type { SiteCheckNicheGuess } from '../../../src/domain/site-check-report.ts';
import { collapse, type HtmlPage } from './html-page.ts';

/*
 * The niche the report's previews are themed to: the JSON-LD @type when the page declares one, else the
 * niche whose words the page uses most. Slugs are the catalogue's (src/domain/catalogue/niches.ts).
 */
const TYPE_NICHES: Record<string, string> = {};
const declare = (niche: string, types: string[]) => types.forEach((type) => (TYPE_NICHES[type] = niche));
declare('restaurants', [
  'Restaurant',
  'FoodEstablishment',
  'BarOrPub',
  'Bakery',
  'FastFoodRestaurant',
  'Brewery',
  'Winery',
  'IceCreamShop',
]);
declare('coffee-shops', ['CafeOrCoffeeShop']);
declare('beauty-spa', [
  'BeautySalon',
  'HairSalon',
  'NailSalon',
  'DaySpa',
  'HealthAndBeautyBusiness',
  'TattooParlor',
]);
declare('medical-practices', [
  'MedicalClinic',
  'MedicalBusiness',
  'Physician',
  'Dentist',
  'Optician',
  'Physiotherapy',
  'MedicalOrganization',
  'Hospital',
]);
declare('real-estate', ['RealEstateAgent']);
declare('legal-services', ['LegalService', 'Attorney', 'Notary']);
declare('fitness-wellness', ['HealthClub', 'ExerciseGym', 'SportsActivityLocation', 'SportsClub']);
declare('hospitality-travel', [
  'LodgingBusiness',
  'Hotel',
  'Motel',
  'BedAndBreakfast',
  'Hostel',
  'Resort',
  'TravelAgency',
]);
declare('professional-services', [
  'ProfessionalService',
  'AccountingService',
  'FinancialService',
  'InsuranceAgency',
  'EmploymentAgency',
]);
declare('local-retail', [
  'Store',
  'ClothingStore',
  'BookStore',
  'Florist',
  'GardenStore',
  'HardwareStore',
  'JewelryStore',
  'ShoeStore',
  'GroceryStore',
]);
declare('home-service', [
  'HomeAndConstructionBusiness',
  'Plumber',
  'Electrician',
  'HVACBusiness',
  'RoofingContractor',
  'GeneralContractor',
  'HousePainter',
  'Locksmith',
  'MovingCompany',
]);
declare('ecommerce', ['OnlineStore', 'OnlineBusiness']);

/** LocalBusiness and the subtypes above: what the "business details for Google" check accepts. */
export const LOCAL_BUSINESS_TYPES = new Set([
  'LocalBusiness',
  ...Object.keys(TYPE_NICHES).filter((t) => !t.startsWith('Online')),
]);

const KEYWORDS: Record<string, string[]> = {
  restaurants: [
    'restaurant',
    'menu',
    'dinner',
    'lunch',
    'cuisine',
    'dishes',
    'chef',
    'table',
    'bistro',
    'trattoria',
  ],
  'coffee-shops': ['coffee', 'espresso', 'latte', 'cafe', 'café', 'barista', 'pastries'],
  'beauty-spa': ['salon', 'hair', 'nails', 'spa', 'manicure', 'facial', 'stylist', 'beauty', 'massage'],
  'medical-practices': [
    'clinic',
    'patient',
    'doctor',
    'dental',
    'dentist',
    'physician',
    'treatment',
    'medical',
    'health',
  ],
  'real-estate': [
    'real estate',
    'property',
    'properties',
    'listing',
    'realtor',
    'homes for sale',
    'mortgage',
  ],
  'legal-services': ['law firm', 'attorney', 'lawyer', 'legal', 'solicitor', 'litigation'],
  'fitness-wellness': ['gym', 'fitness', 'workout', 'personal trainer', 'yoga', 'pilates', 'classes'],
  'hospitality-travel': ['hotel', 'rooms', 'stay', 'guest', 'resort', 'check-in', 'suite'],
  'professional-services': ['accounting', 'consulting', 'tax', 'bookkeeping', 'agency', 'advisory'],
  'local-retail': ['shop', 'store', 'boutique', 'gifts', 'in-store'],
  'home-service': [
    'plumbing',
    'plumber',
    'electrician',
    'roofing',
    'hvac',
    'repair',
    'cleaning',
    'contractor',
  ],
  ecommerce: ['add to cart', 'checkout', 'free shipping', 'shop online', 'cart'],
  'coaches-consultants': ['coach', 'coaching', 'mentor', 'consultant', 'workshop'],
};

/** The @type of a JSON-LD object, as a list (it may be a string or an array). */
export function typesOf(item: Record<string, unknown>): string[] {
  const type = item['@type'];
  return (Array.isArray(type) ? type : [type]).filter((t): t is string => typeof t === 'string');
}

function count(haystack: string, needle: string): number {
  let found = 0;
  for (let at = haystack.indexOf(needle); at >= 0; at = haystack.indexOf(needle, at + needle.length))
    found += 1;
  return found;
}

export type NicheGuess = SiteCheckNicheGuess;

export function guessNiche(page: HtmlPage): NicheGuess {
  for (const item of page.jsonLd()) {
    const slug = typesOf(item)
      .map((type) => TYPE_NICHES[type])
      .find(Boolean);
    if (slug) return { slug, from: 'json-ld' };
  }
  const title = page.byTag('title')[0];
  const headline = [
    title ? page.text(title) : '',
    page.meta('description') ?? '',
    ...page.byTag('h1').map((h) => page.text(h)),
  ]
    .join(' ')
    .toLowerCase();
  const body = collapse(page.visibleText()).toLowerCase();
  let best: { slug: string | null; score: number } = { slug: null, score: 1 };
  for (const [slug, words] of Object.entries(KEYWORDS)) {
    // A word in the title, description or main heading says more than one in the body.
    const score = words.reduce((sum, word) => sum + 3 * count(headline, word) + count(body, word), 0);
    if (score > best.score) best = { slug, score };
  }
  return best.slug ? { slug: best.slug, from: 'keywords' } : { slug: null, from: null };
}
