import { T } from './demo-queries.ts';
import type { RelevanceCase } from './relevance-case.ts';

/** Ads written in Telugu and in Hindi, added to the demo ads for these cases. */
export const OWN_SCRIPT = {
  teluguLaptop: 'ల్యాప్‌టాప్ అమ్మకానికి, దమ్మాయిగూడ',
  teluguBooks: 'పాత పుస్తకాలు ఉచితంగా, నాగారం',
  // ज़ written as one character (U+095B), as some keyboards and pasted text have it; searches type it as two.
  hindiShop: '\u095bमीन और दुकान किराए पर, ईसीआईएल',
} as const;

export const CROSS_SCRIPT_ADS = [
  {
    title: OWN_SCRIPT.teluguLaptop,
    description: 'డెల్ ల్యాప్‌టాప్, మంచి కండిషన్‌లో ఉంది. ఛార్జర్ తో పాటు.',
    category_key: 'electronics',
    subcategory: 'Laptops',
    location_id: 'dammaiguda',
    price: 18000,
  },
  {
    title: OWN_SCRIPT.teluguBooks,
    description: 'ఇంటర్ మరియు డిగ్రీ పుస్తకాలు. విద్యార్థులకు ఉచితం.',
    category_key: 'education',
    subcategory: 'Schools',
    location_id: 'nagaram',
    price: null,
  },
  {
    title: OWN_SCRIPT.hindiShop,
    description: 'मेन रोड पर दुकान, २०० गज \u095bमीन। मालिक से सीधे बात करें।',
    category_key: 'real-estate',
    subcategory: 'Commercial Space',
    location_id: 'ecil',
    price: 15000,
  },
];

const houses = [T.house3bhkSale, T.houseRampally, T.houseSainikpuri];
const housesForRent = [T.houseRampally, T.houseSainikpuri];
const flatsForRent = [T.flat2bhkEcil, T.flat3bhk, T.flatAsRaoNagar];
const bikes = [T.enfield, T.pulsar, T.splendor];
const laptops = [T.dell, T.hp, T.laptopRepair];
const fridges = [T.samsungFridge, T.kelvinator];
const tuitions = [T.mathsTuition, T.hindiTuition, T.homeTuition];
const pgs = [T.ladiesPg, T.mensPg];

/** Mapped terms in each script and romanised, mixed scripts, localities, and ads in their own script. */
export const CROSS_SCRIPT_CASES: RelevanceCase[] = [
  // Telugu script.
  { kind: 'Telugu', query: 'ఇల్లు', among: { n: 3, titles: houses } },
  { kind: 'Telugu', query: 'ఇల్లు అద్దెకు', among: { n: 2, titles: housesForRent }, notBefore: [T.house3bhkSale] },
  { kind: 'Telugu, mixed with English', query: '2bhk ఇల్లు అద్దె', first: [T.houseSainikpuri] },
  { kind: 'Telugu', query: 'అద్దెకు ఫ్లాట్', among: { n: 3, titles: flatsForRent }, notBefore: [T.gatedFlat] },
  { kind: 'Telugu', query: 'బైక్', among: { n: 3, titles: bikes } },
  { kind: 'Telugu', query: 'ల్యాప్‌టాప్', first: [OWN_SCRIPT.teluguLaptop], among: { n: 4, titles: laptops } },
  { kind: 'Telugu without the joiner', query: 'ల్యాప్టాప్', first: [OWN_SCRIPT.teluguLaptop], sameAs: 'ల్యాప్‌టాప్' },
  { kind: 'Telugu', query: 'ఫ్రిజ్', among: { n: 3, titles: fridges } },
  { kind: 'Telugu', query: 'ఏసీ రిపేర్', first: [T.acService] },
  { kind: 'Telugu', query: 'వాషింగ్ మెషిన్', among: { n: 2, titles: [T.lgWasher, T.washerRepair] } },
  { kind: 'Telugu, one word for two', query: 'వాషింగ్‌మెషిన్', among: { n: 2, titles: [T.lgWasher, T.washerRepair] } },
  { kind: 'Telugu', query: 'టీవీ', first: [T.sonyTv] },
  { kind: 'Telugu', query: 'ట్యూషన్', among: { n: 3, titles: tuitions } },
  { kind: 'Telugu', query: 'ప్లంబర్', first: [T.plumber] },
  { kind: 'Telugu', query: 'పీజీ', among: { n: 2, titles: pgs } },
  { kind: 'Telugu', query: 'ఉద్యోగం', among: { n: 24, titles: [T.receptionist, T.teacher, T.nurse] } },
  { kind: 'Telugu locality', query: 'సైనిక్‌పురి', among: { n: 2, titles: [T.houseSainikpuri, T.villaSainikPuri] } },
  { kind: 'Telugu locality', query: 'ఏఎస్ రావు నగర్', first: [T.flatAsRaoNagar] },
  { kind: 'Telugu locality with a case ending', query: 'నాగారంలో ఇల్లు', among: { n: 2, titles: [T.house3bhkSale, T.houseRampally] } },
  { kind: 'Telugu locality', query: 'దమ్మాయిగూడ ప్లాట్', first: [T.plot150] },
  // Romanised Telugu.
  { kind: 'romanised Telugu', query: 'illu', among: { n: 3, titles: houses }, sameAs: 'ఇల్లు' },
  { kind: 'romanised Telugu', query: 'illu adde', among: { n: 2, titles: housesForRent }, notBefore: [T.house3bhkSale] },
  { kind: 'romanised Telugu', query: 'bandi', among: { n: 3, titles: bikes }, sameAs: 'బైక్' },
  { kind: 'romanised Telugu', query: 'udyogam', sameAs: 'ఉద్యోగం', among: { n: 24, titles: [T.receptionist, T.nurse] } },
  // Devanagari.
  { kind: 'Hindi', query: 'घर किराए पर', among: { n: 2, titles: housesForRent }, notBefore: [T.house3bhkSale] },
  { kind: 'Hindi', query: 'मकान', among: { n: 3, titles: houses } },
  { kind: 'Hindi', query: 'नौकरी', among: { n: 24, titles: [T.receptionist, T.teacher, T.nurse] } },
  { kind: 'Hindi', query: 'बाइक', among: { n: 3, titles: bikes }, sameAs: 'బైక్' },
  { kind: 'Hindi', query: 'लैपटॉप', among: { n: 4, titles: laptops } },
  { kind: 'Hindi', query: 'फ्रिज', among: { n: 3, titles: fridges } },
  { kind: 'Hindi with its digits', query: '२ बीएचके फ्लैट', among: { n: 2, titles: [T.flat2bhkEcil, T.gatedFlat] } },
  { kind: 'Hindi', query: 'एसी', sameAs: 'ए.सी.', among: { n: 3, titles: [T.voltas, T.daikin, T.acService] } },
  { kind: 'Hindi', query: 'शादी फ़ोटोग्राफ़ी', first: [T.photography] },
  { kind: 'Hindi locality', query: 'दम्मैगुडा', among: { n: 24, titles: [T.shopDammaiguda, T.plot150, T.flat3bhk] } },
  { kind: 'Hindi locality', query: 'ईसीआईएल फ्लैट', first: [T.flat2bhkEcil] },
  // Romanised Hindi.
  { kind: 'romanised Hindi', query: 'ghar kiraye par', among: { n: 2, titles: housesForRent }, sameAs: 'घर किराए पर' },
  { kind: 'romanised Hindi', query: 'naukri', sameAs: 'नौकरी', among: { n: 24, titles: [T.receptionist, T.nurse] } },
  { kind: 'romanised Hindi, misspelt', query: 'naukary', searchedFor: 'naukari', among: { n: 24, titles: [T.receptionist, T.nurse] } },
  // Ads written in Telugu and Hindi, found by words in their own script.
  { kind: 'Telugu ad', query: 'పుస్తకాలు', first: [OWN_SCRIPT.teluguBooks] },
  { kind: 'Telugu ad', query: 'ల్యాప్‌టాప్ దమ్మాయిగూడ', first: [OWN_SCRIPT.teluguLaptop] },
  { kind: 'Telugu ad, a word of its description', query: 'కండిషన్‌లో', first: [OWN_SCRIPT.teluguLaptop] },
  { kind: 'Telugu ad, a word it holds with an ending', query: 'కండిషన్', among: { n: 24, titles: [OWN_SCRIPT.teluguLaptop] } },
  { kind: 'Hindi ad', query: 'दुकान', first: [OWN_SCRIPT.hindiShop], among: { n: 4, titles: [T.shopDammaiguda] } },
  { kind: 'Hindi ad, a nukta typed as two characters', query: '\u091c\u093cमीन', first: [OWN_SCRIPT.hindiShop] },
  { kind: 'Hindi ad, a nukta typed as one character', query: '\u095bमीन', first: [OWN_SCRIPT.hindiShop] },
  { kind: 'Hindi ad, from English', query: 'shop for rent', among: { n: 3, titles: [T.shopDammaiguda, OWN_SCRIPT.hindiShop] } },
];
