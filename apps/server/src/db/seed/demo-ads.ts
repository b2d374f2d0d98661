import type { CATEGORIES, CategoryKey, LocationId, PRESET_AMENITIES, PRESET_FEATURES, PriceType } from '@mohalla/shared';

/** Demo sellers and their ads, shown on a fresh install so the marketplace does not look empty. */

export type DemoSeller = {
  key: string;
  displayName: string;
  /** Always at example.com: these people do not exist and must never be mailed. */
  email: string;
  phone: string;
  isPhoneVerified: boolean;
  locationId: LocationId;
  bio: string;
};

type SubcategoryOf<C extends CategoryKey> = Extract<(typeof CATEGORIES)[number], { id: C }>['subcategories'][number];

/** The subcategory is checked against its category at compile time. */
export type DemoAd = {
  [C in CategoryKey]: {
    seller: string;
    title: string;
    description: string;
    categoryKey: C;
    subcategory: SubcategoryOf<C>;
    locationId: LocationId;
    price: number | null;
    priceType: PriceType;
    features?: (typeof PRESET_FEATURES)[number][];
    amenities?: (typeof PRESET_AMENITIES)[number][];
    /** 1 basic (default), 2 premium, 3 featured. */
    planId?: 1 | 2 | 3;
    /** The plan ran out this many days ago: the ad is expired, and its owner's dashboard offers Renew. */
    expiredDaysAgo?: number;
  };
}[CategoryKey];

export const DEMO_SELLERS: DemoSeller[] = [
  {
    key: 'ravi',
    displayName: 'Ravi Kumar Goud',
    email: 'ravi.goud@example.com',
    phone: '9848012345',
    isPhoneVerified: true,
    locationId: 'ecil',
    bio: 'Own two flats near ECIL X Roads and rent them out directly, no brokerage. Call after 6 pm on weekdays.',
  },
  {
    key: 'lakshmi',
    displayName: 'Lakshmi Prasanna Reddy',
    email: 'lakshmi.reddy@example.com',
    phone: '9700123456',
    isPhoneVerified: true,
    locationId: 'nagaram',
    bio: 'M.Sc. Mathematics, teaching school students in Nagaram for 12 years. Small batches, regular parent updates.',
  },
  {
    key: 'srinivas',
    displayName: 'Srinivas Rao Chilukuri',
    email: 'srinivas.chilukuri@example.com',
    phone: '9912345678',
    isPhoneVerified: false,
    locationId: 'dammaiguda',
    bio: 'Retired from ECIL, now helping families in Dammaiguda buy and sell used cars honestly.',
  },
  {
    key: 'ayesha',
    displayName: 'Ayesha Fatima',
    email: 'ayesha.fatima@example.com',
    phone: '8019876543',
    isPhoneVerified: true,
    locationId: 'ecil',
    bio: 'Selling gadgets I upgrade from. Everything tested in front of you, bills where I still have them.',
  },
  {
    key: 'venkatesh',
    displayName: 'Venkatesh Yadav',
    email: 'venkatesh.yadav@example.com',
    phone: '9866554433',
    isPhoneVerified: false,
    locationId: 'nagaram',
    bio: 'Local property consultant for Nagaram, Rampally and Keesara. Plots, houses and rentals with clear documents.',
  },
  {
    key: 'priya',
    displayName: 'Priya Sharma',
    email: 'priya.sharma@example.com',
    phone: '7095123987',
    isPhoneVerified: true,
    locationId: 'dammaiguda',
    bio: 'HR at a small staffing firm. I post genuine local openings only; we never charge candidates any fee.',
  },
  {
    key: 'irfan',
    displayName: 'Mohammed Irfan',
    email: 'mohammed.irfan@example.com',
    phone: '9391234567',
    isPhoneVerified: true,
    locationId: 'ecil',
    bio: 'Irfan Cool Care: AC, fridge and washing machine service across ECIL, Kapra and AS Rao Nagar since 2011.',
  },
  {
    key: 'sravani',
    displayName: 'Sravani Kondapalli',
    email: 'sravani.kondapalli@example.com',
    phone: '6301234567',
    isPhoneVerified: false,
    locationId: 'nagaram',
    bio: 'Software engineer and weekend decorator. Selling a few things before moving to Bengaluru.',
  },
  {
    key: 'naresh',
    displayName: 'Naresh Babu Thota',
    email: 'naresh.thota@example.com',
    phone: '9014567890',
    isPhoneVerified: true,
    locationId: 'dammaiguda',
    bio: 'Two-wheeler mechanic with a small garage near Dammaiguda bus stop. I sell bikes I have serviced myself.',
  },
  {
    key: 'kavitha',
    displayName: 'Kavitha Nair',
    email: 'kavitha.nair@example.com',
    phone: '7702345678',
    isPhoneVerified: false,
    locationId: 'ecil',
    bio: 'Runs an events and catering team from Kushaiguda. Also teach music to children on weekends.',
  },
];

const realEstate: DemoAd[] = [
  {
    seller: 'ravi',
    title: '2BHK flat for rent near ECIL X Roads',
    categoryKey: 'real-estate',
    subcategory: 'Flats',
    locationId: 'ecil',
    price: 16000,
    priceType: 'month',
    planId: 3,
    features: ['Good Location', 'Parking', 'Security', 'Well Maintained'],
    amenities: ['Near Public Transport', 'Shopping Centers', 'Hospitals Close'],
    description:
      'East-facing 2BHK on the second floor, 5 minutes walk from ECIL X Roads bus stop. Two bathrooms, modular kitchen and a covered car parking slot. Family or working couples preferred; two months advance. Maintenance of Rs 1,500 is included in the rent.',
  },
  {
    seller: 'venkatesh',
    title: '3BHK independent house for sale in Nagaram',
    categoryKey: 'real-estate',
    subcategory: 'Houses',
    locationId: 'nagaram',
    price: 9500000,
    priceType: 'negotiable',
    planId: 2,
    features: ['Good Location', 'Parking', 'Well Maintained', 'Modern Amenities'],
    amenities: ['Schools Nearby', 'Parks & Gardens', 'Near Public Transport'],
    description:
      'G+1 independent house on 167 sq yards in a quiet colony off Nagaram main road. Three bedrooms, two with attached bathrooms, a pooja room and a terrace with sump and overhead tank. GHMC approved with clear title and all documents ready for bank loan. Price slightly negotiable for serious buyers.',
  },
  {
    seller: 'venkatesh',
    title: 'Ladies PG with food near Dammaiguda bus stop',
    categoryKey: 'real-estate',
    subcategory: 'PG',
    locationId: 'dammaiguda',
    price: 6500,
    priceType: 'month',
    features: ['Furnished', 'Security', 'Well Maintained'],
    amenities: ['Near Public Transport', 'Hospitals Close'],
    description:
      'Safe and clean ladies hostel with three meals a day, home-style food. Twin and triple sharing rooms with cots, cupboards and attached bathrooms. Wi-Fi, washing machine and CCTV at the entrance. Gate closes at 10 pm.',
  },
  {
    seller: 'ravi',
    title: '1BHK for rent in Kamala Nagar, ECIL',
    categoryKey: 'real-estate',
    subcategory: 'Flats',
    locationId: 'ecil',
    price: 9000,
    priceType: 'month',
    features: ['Good Location', 'Well Maintained'],
    amenities: ['Near Public Transport', 'Shopping Centers'],
    description:
      'Compact 1BHK on the first floor with a separate kitchen and balcony. Manjeera water plus borewell, 24 hours supply. Suitable for bachelors or a small family. Bike parking available, no car parking.',
  },
  {
    seller: 'venkatesh',
    title: '200 sq yd open plot in Nagaram, HMDA approved',
    categoryKey: 'real-estate',
    subcategory: 'Land',
    locationId: 'nagaram',
    price: 5200000,
    priceType: 'negotiable',
    planId: 2,
    features: ['Good Location'],
    amenities: ['Schools Nearby', 'Near Public Transport'],
    description:
      'East-facing 200 square yard plot in an HMDA approved layout, 1 km from Nagaram X Roads. 30 feet black-top road, drainage and electricity poles already in place. Clear link documents for 30 years. Site visit any day with prior call.',
  },
  {
    seller: 'srinivas',
    title: 'Shop for rent on main road, Dammaiguda',
    categoryKey: 'real-estate',
    subcategory: 'Commercial Space',
    locationId: 'dammaiguda',
    price: 22000,
    priceType: 'month',
    features: ['Good Location', 'Parking'],
    amenities: ['Near Public Transport', 'Shopping Centers'],
    description:
      'Ground floor shop of 350 sq ft facing Dammaiguda main road with heavy footfall. Shutter, washroom and separate meter. Suitable for a pharmacy, mobile store or bakery. Six months advance, 11 month agreement.',
  },
  {
    seller: 'ravi',
    title: '2BHK gated community flat for sale, Kushaiguda',
    categoryKey: 'real-estate',
    subcategory: 'Flats',
    locationId: 'ecil',
    price: 6800000,
    priceType: 'negotiable',
    planId: 3,
    features: ['Modern Amenities', 'Security', 'Parking', 'Well Maintained'],
    amenities: ['Parks & Gardens', 'Schools Nearby', 'Hospitals Close', 'Shopping Centers'],
    description:
      "1,150 sq ft 2BHK in a gated community with lift, power backup, gym and children's play area. Five years old, semi-furnished with wardrobes and chimney. Covered car parking and 24x7 security. Walking distance to Kushaiguda bus depot.",
  },
  {
    seller: 'srinivas',
    title: "Men's PG near ECIL bus depot, AC and non-AC rooms",
    categoryKey: 'real-estate',
    subcategory: 'PG',
    locationId: 'ecil',
    price: 7500,
    priceType: 'month',
    features: ['Furnished', 'Security'],
    amenities: ['Near Public Transport', 'Shopping Centers'],
    description:
      'Boys PG for students and working professionals. Breakfast and dinner included, lunch box on request. Wi-Fi, hot water and weekly housekeeping. AC rooms at Rs 9,000 per month.',
  },
  {
    seller: 'venkatesh',
    title: 'G+1 independent house for rent, Rampally, Nagaram',
    categoryKey: 'real-estate',
    subcategory: 'Houses',
    locationId: 'nagaram',
    price: 18000,
    priceType: 'month',
    features: ['Parking', 'Well Maintained'],
    amenities: ['Schools Nearby', 'Parks & Gardens'],
    description:
      'Full independent house with 3 bedrooms, hall and kitchen on ground floor and an extra room upstairs. Car parking inside the compound and a small garden. Family only, vegetarians preferred. Available from the 1st of next month.',
  },
  {
    seller: 'ravi',
    title: 'Office space 800 sq ft near Radhika X Roads',
    categoryKey: 'real-estate',
    subcategory: 'Commercial Space',
    locationId: 'ecil',
    price: 35000,
    priceType: 'month',
    planId: 2,
    features: ['Modern Amenities', 'Parking', 'Security'],
    amenities: ['Near Public Transport', 'Shopping Centers'],
    description:
      'Ready-to-move office on the third floor with lift and generator backup. Two cabins, a conference room, pantry and open seating for 15. Ideal for a small IT company, clinic or coaching centre. Car and bike parking in the cellar.',
  },
  {
    seller: 'srinivas',
    title: '150 sq yd plot in Dammaiguda near Jawahar Nagar road',
    categoryKey: 'real-estate',
    subcategory: 'Land',
    locationId: 'dammaiguda',
    price: 3600000,
    priceType: 'fixed',
    features: ['Good Location'],
    amenities: ['Near Public Transport'],
    description:
      'North-facing residential plot in a developing colony with houses already built around it. 25 ft road, registered sale deed and pass book available. Price is final; no brokers please.',
  },
  {
    seller: 'srinivas',
    title: '3BHK flat for rent in Dammaiguda, east facing',
    categoryKey: 'real-estate',
    subcategory: 'Flats',
    locationId: 'dammaiguda',
    price: 21000,
    priceType: 'month',
    features: ['Parking', 'Security', 'Well Maintained', 'Modern Amenities'],
    amenities: ['Schools Nearby', 'Hospitals Close', 'Parks & Gardens'],
    description:
      'Spacious 1,450 sq ft flat in a 24-unit apartment with lift and power backup. Three bedrooms with wardrobes, two balconies and a utility area. Pets allowed. Maintenance Rs 2,000 extra.',
  },
  {
    seller: 'srinivas',
    title: '2BHK portion of independent house for rent in Sainikpuri',
    categoryKey: 'real-estate',
    subcategory: 'Houses',
    locationId: 'ecil',
    price: 17000,
    priceType: 'month',
    features: ['Good Location', 'Parking', 'Well Maintained'],
    amenities: ['Schools Nearby', 'Parks & Gardens', 'Near Public Transport'],
    description:
      'Ground floor of my own house in a quiet lane behind Sainikpuri post office; we live upstairs. Two bedrooms, hall, kitchen and a sit-out, with Manjeera water and bike parking. Family preferred; two months advance.',
  },
  {
    seller: 'venkatesh',
    title: 'Duplex villa for sale in Sainik Puri, 240 sq yd',
    categoryKey: 'real-estate',
    subcategory: 'Houses',
    locationId: 'ecil',
    price: 14500000,
    priceType: 'negotiable',
    planId: 2,
    features: ['Good Location', 'Parking', 'Security', 'Modern Amenities'],
    amenities: ['Schools Nearby', 'Hospitals Close', 'Parks & Gardens'],
    description:
      'East-facing G+1 duplex house on 240 sq yards in Defence Colony, twelve years old and well kept. Four bedrooms with attached bathrooms, modular kitchen, solar water heater and two car parks. Asking 1.45 crore, slightly negotiable.',
  },
  {
    seller: 'priya',
    title: 'Fully furnished 1BHK flat for rent, AS Rao Nagar',
    categoryKey: 'real-estate',
    subcategory: 'Flats',
    locationId: 'ecil',
    price: 12000,
    priceType: 'month',
    features: ['Furnished', 'Good Location', 'Security'],
    amenities: ['Near Public Transport', 'Shopping Centers', 'Hospitals Close'],
    description:
      'Cot, sofa, fridge and washing machine included, five minutes from the AS Rao Nagar signal. Suits a working couple or two bachelors. Rent includes maintenance; one month advance.',
  },
  {
    seller: 'venkatesh',
    title: 'Open plot 167 sq yd in Yapral, 45 lakhs',
    categoryKey: 'real-estate',
    subcategory: 'Land',
    locationId: 'dammaiguda',
    price: 4500000,
    priceType: 'negotiable',
    features: ['Good Location'],
    amenities: ['Schools Nearby', 'Near Public Transport'],
    description:
      'Residential plot in a gated layout off Yapral main road, with compound wall, 33 ft roads and underground drainage. Registered documents and EC for 30 years. Final price on site visit.',
  },
];

const jobs: DemoAd[] = [
  {
    seller: 'priya',
    title: 'Accountant (Tally and GST) for trading firm in Nagaram',
    categoryKey: 'jobs',
    subcategory: 'Full-time',
    locationId: 'nagaram',
    price: 300000,
    priceType: 'year',
    description:
      'Wholesale trading firm needs an accountant with 2+ years experience in Tally Prime, GST returns and bank reconciliation. B.Com preferred. Timings 10 am to 7 pm, Sunday holiday. Salary depends on experience.',
  },
  {
    seller: 'priya',
    title: 'Delivery executives wanted at ECIL hub',
    categoryKey: 'jobs',
    subcategory: 'Full-time',
    locationId: 'ecil',
    price: 216000,
    priceType: 'year',
    planId: 2,
    description:
      'Hiring 10 delivery partners for an e-commerce hub near ECIL X Roads. Must have own two-wheeler, valid licence and an Android phone. Fuel allowance and weekly incentives on top of salary. Walk in with Aadhaar and licence, 10 am to 1 pm.',
  },
  {
    seller: 'priya',
    title: 'Part-time receptionist for clinic in Dammaiguda',
    categoryKey: 'jobs',
    subcategory: 'Part-time',
    locationId: 'dammaiguda',
    price: 120000,
    priceType: 'year',
    description:
      'Evening receptionist for a family clinic, 5 pm to 9 pm, Monday to Saturday. Should speak Telugu and basic English and be comfortable with a computer. Suitable for students or homemakers living nearby.',
  },
  {
    seller: 'sravani',
    title: 'Software testing internship, manual and Selenium, ECIL',
    categoryKey: 'jobs',
    subcategory: 'Internship',
    locationId: 'ecil',
    price: 144000,
    priceType: 'year',
    description:
      'Six-month paid internship for B.Tech or MCA freshers at a small product company near AS Rao Nagar. You will learn manual test cases, Selenium with Java and bug tracking in Jira. Good performers get a full-time offer.',
  },
  {
    seller: 'sravani',
    title: 'Freelance graphic designer for shop branding',
    categoryKey: 'jobs',
    subcategory: 'Freelance',
    locationId: 'nagaram',
    price: 15000,
    priceType: 'negotiable',
    description:
      'Need a designer for a new sweet shop: logo, signboard, menu card and Instagram posts. Share your portfolio on WhatsApp. Canva or Illustrator both fine; Telugu typography is a plus.',
  },
  {
    seller: 'priya',
    title: 'Remote customer support executive (Telugu, Hindi, English)',
    categoryKey: 'jobs',
    subcategory: 'Remote',
    locationId: 'ecil',
    price: 280000,
    priceType: 'year',
    description:
      'Work from home voice support for a fintech app. Need fluent Telugu and Hindi, a quiet room and a broadband connection; laptop provided. Rotational shifts between 8 am and 10 pm with one weekday off.',
  },
  {
    seller: 'priya',
    title: 'Staff nurse for nursing home in Nagaram',
    categoryKey: 'jobs',
    subcategory: 'Full-time',
    locationId: 'nagaram',
    price: 360000,
    priceType: 'year',
    planId: 3,
    description:
      'Registered GNM or B.Sc. Nursing staff needed for a 30-bed nursing home. Day and night shifts on rotation with accommodation available for outstation candidates. Freshers with TSNMC registration can also apply.',
  },
  {
    seller: 'lakshmi',
    title: 'Primary school teacher (English) at Dammaiguda school',
    categoryKey: 'jobs',
    subcategory: 'Full-time',
    locationId: 'dammaiguda',
    price: 264000,
    priceType: 'year',
    description:
      'CBSE school looking for an English teacher for classes 3 to 5. B.Ed with good spoken English required; 1 year experience preferred. School transport available for staff from ECIL and Nagaram.',
  },
  {
    seller: 'priya',
    title: 'Security guards for gated community, Kushaiguda',
    categoryKey: 'jobs',
    subcategory: 'Full-time',
    locationId: 'ecil',
    price: 198000,
    priceType: 'year',
    description:
      'Twelve-hour shifts, day and night rotation, with PF and ESI. Ex-servicemen preferred. Uniform and shoes provided by the agency. Age 25 to 50.',
  },
  {
    seller: 'ayesha',
    title: 'Part-time sales executive in electronics showroom, ECIL',
    categoryKey: 'jobs',
    subcategory: 'Part-time',
    locationId: 'ecil',
    price: 108000,
    priceType: 'year',
    description:
      'Weekend and evening sales help for a mobile and accessories showroom at ECIL X Roads. Commission on every phone sold in addition to the fixed pay. Friendly, presentable candidates who know the latest phones.',
  },
  {
    seller: 'sravani',
    title: 'Remote React developer, 2+ years, for Hyderabad startup',
    categoryKey: 'jobs',
    subcategory: 'Remote',
    locationId: 'nagaram',
    price: 900000,
    priceType: 'year',
    planId: 2,
    description:
      'Early-stage startup building software for local clinics. Looking for a React and TypeScript developer with 2+ years experience and some Node.js. Fully remote with a monthly team meet-up in Secunderabad. ESOPs for the right person.',
  },
  {
    seller: 'venkatesh',
    title: 'Cook needed for PG in Dammaiguda',
    categoryKey: 'jobs',
    subcategory: 'Full-time',
    locationId: 'dammaiguda',
    price: 180000,
    priceType: 'year',
    description:
      'Cook for a 40-member ladies PG, South Indian breakfast, lunch and dinner. Food and a room provided. Helper already available for cutting and cleaning.',
  },
];

const electronics: DemoAd[] = [
  {
    seller: 'ayesha',
    title: 'iPhone 13 128GB, blue, with bill and box',
    categoryKey: 'electronics',
    subcategory: 'Mobiles',
    locationId: 'ecil',
    price: 38000,
    priceType: 'negotiable',
    planId: 3,
    features: ['Well Maintained'],
    description:
      'Bought two years ago from an authorised Apple store, battery health 87%. Always used with a case and screen guard, not a single scratch. Original box, bill and unused cable included. Can meet at ECIL X Roads.',
  },
  {
    seller: 'sravani',
    title: 'Samsung Galaxy S21 FE 5G, 8GB/128GB',
    categoryKey: 'electronics',
    subcategory: 'Mobiles',
    locationId: 'nagaram',
    price: 19500,
    priceType: 'fixed',
    description:
      'Olive green, two years old, working perfectly with no repairs. Small dent on the frame corner, screen is perfect. Comes with a 25W charger and two back covers.',
  },
  {
    seller: 'naresh',
    title: 'Redmi Note 12 Pro, 6 months old',
    categoryKey: 'electronics',
    subcategory: 'Mobiles',
    locationId: 'dammaiguda',
    price: 14000,
    priceType: 'negotiable',
    description:
      'Got a company phone so selling this one. 8GB RAM, 256GB storage, under warranty till next year. Box and charger available.',
  },
  {
    seller: 'ayesha',
    title: 'Dell Inspiron 15 laptop, i5 11th gen, 16GB RAM',
    categoryKey: 'electronics',
    subcategory: 'Laptops',
    locationId: 'ecil',
    price: 36000,
    priceType: 'negotiable',
    planId: 2,
    features: ['Well Maintained'],
    description:
      '512GB SSD, Full HD screen and backlit keyboard. Battery gives about 4 hours of normal use. Genuine Windows 11 and MS Office activated. Ideal for students and office work.',
  },
  {
    seller: 'sravani',
    title: 'HP Pavilion gaming laptop, GTX 1650',
    categoryKey: 'electronics',
    subcategory: 'Laptops',
    locationId: 'nagaram',
    price: 42000,
    priceType: 'fixed',
    description:
      'Ryzen 5 4600H, 16GB RAM, 1TB SSD after upgrade. Runs GTA V and Valorant smoothly. Comes with the original charger and a cooling pad.',
  },
  {
    seller: 'ayesha',
    title: 'Apple iPad 9th gen 64GB Wi-Fi',
    categoryKey: 'electronics',
    subcategory: 'Tablets',
    locationId: 'ecil',
    price: 21000,
    priceType: 'fixed',
    description:
      'Space grey, used mostly for reading and online classes. Screen protector on since day one. Comes with the box and a folio cover.',
  },
  {
    seller: 'kavitha',
    title: "Lenovo Tab M10 for kids' online classes",
    categoryKey: 'electronics',
    subcategory: 'Tablets',
    locationId: 'dammaiguda',
    price: 8500,
    priceType: 'fixed',
    description:
      '10.1 inch screen, 3GB RAM, supports SIM calling. Kids have moved to a laptop so selling. Minor scratches on the back, display is fine.',
  },
  {
    seller: 'sravani',
    title: 'Sony 43 inch Bravia LED smart TV',
    categoryKey: 'electronics',
    subcategory: 'TV & Audio',
    locationId: 'nagaram',
    price: 24000,
    priceType: 'negotiable',
    description:
      'Full HD Android TV, three years old, picture and sound are excellent. Wall mount and remote included. Moving city, so it needs to go before the month end.',
  },
  {
    seller: 'ayesha',
    title: 'boAt 5.1 home theatre with subwoofer',
    categoryKey: 'electronics',
    subcategory: 'TV & Audio',
    locationId: 'ecil',
    price: 6500,
    priceType: 'fixed',
    description: 'Bluetooth, USB and optical input. Deep bass, perfect for movies. All five speakers and the remote are working.',
  },
  {
    seller: 'kavitha',
    title: 'LG 7kg front load washing machine',
    categoryKey: 'electronics',
    subcategory: 'Appliances',
    locationId: 'dammaiguda',
    price: 15000,
    priceType: 'negotiable',
    features: ['Well Maintained'],
    description:
      'Inverter direct drive, steam wash, about four years old and serviced last month. No leaks or noise. Buyer arranges transport; I will help load it.',
  },
  {
    seller: 'irfan',
    title: 'Voltas 1.5 ton split AC, 3 star, with stand',
    categoryKey: 'electronics',
    subcategory: 'Appliances',
    locationId: 'ecil',
    price: 22000,
    priceType: 'fixed',
    planId: 2,
    features: ['Well Maintained'],
    description:
      'Copper condenser, cools the room in minutes even in May. Gas refilled and serviced last summer. Free installation within ECIL, Kapra and AS Rao Nagar.',
  },
  {
    seller: 'sravani',
    title: 'Old Kelvinator fridge 190L, free for pick-up',
    categoryKey: 'electronics',
    subcategory: 'Appliances',
    locationId: 'nagaram',
    price: null,
    priceType: 'free',
    description:
      'Single-door fridge, still cools but the door seal is weak. Free to anyone who can carry it from the first floor. Please come with a helper.',
  },
  {
    seller: 'lakshmi',
    title: 'iPhone 13 Pro 256GB, sierra blue, 88% battery',
    categoryKey: 'electronics',
    subcategory: 'Mobiles',
    locationId: 'nagaram',
    price: 52000,
    priceType: 'negotiable',
    features: ['Well Maintained'],
    description:
      'Bought in 2022 from the Apple store, AppleCare till March. Face ID and all three cameras work perfectly; a hairline scratch on the steel frame. Box, bill and a MagSafe case included.',
  },
  {
    seller: 'priya',
    title: 'Apple iPhone 12 64GB, black, single owner',
    categoryKey: 'electronics',
    subcategory: 'Mobiles',
    locationId: 'dammaiguda',
    price: 24000,
    priceType: 'negotiable',
    planId: 2,
    features: ['Well Maintained'],
    description:
      'Upgraded to the iPhone 13 Pro, so selling this one. Battery health 84%, screen and back glass original, never repaired. Comes with the box and a silicone case.',
  },
  {
    seller: 'irfan',
    title: 'Daikin 1 ton inverter split AC, 5 star, 2022',
    categoryKey: 'electronics',
    subcategory: 'Appliances',
    locationId: 'ecil',
    price: 26000,
    priceType: 'fixed',
    planId: 3,
    features: ['Well Maintained'],
    description:
      'Taken in exchange from a customer who moved up to a bigger unit; fully serviced with new gas. Cools a 120 sq ft bedroom in minutes, compressor warranty for another 1.5 years. Free installation within ECIL and Kapra.',
  },
  {
    seller: 'lakshmi',
    title: 'Samsung 253L double door fridge, frost free',
    categoryKey: 'electronics',
    subcategory: 'Appliances',
    locationId: 'nagaram',
    price: 14000,
    priceType: 'negotiable',
    description:
      'Bought in 2020, cooling perfectly and never repaired. Moving to a furnished flat, so it has to go this month. Buyer arranges the auto; I will help carry it down.',
  },
];

const education: DemoAd[] = [
  {
    seller: 'lakshmi',
    title: 'Maths & Science tuition for classes 8-10 in Nagaram',
    categoryKey: 'education',
    subcategory: 'Tuitions',
    locationId: 'nagaram',
    price: 2500,
    priceType: 'month',
    planId: 3,
    features: ['Good Location'],
    amenities: ['Schools Nearby'],
    description:
      "Small batches of 8 students for CBSE and State syllabus. Weekly tests, doubt clearing on Sundays and monthly report to parents. 94% of last year's class 10 students scored above 9 GPA. Free demo class this week.",
  },
  {
    seller: 'kavitha',
    title: 'Spoken English classes for adults, ECIL',
    categoryKey: 'education',
    subcategory: 'Coaching Institutes',
    locationId: 'ecil',
    price: 6000,
    priceType: 'fixed',
    description:
      'Three-month course for job seekers and homemakers, one hour a day. Grammar, daily conversation, interview practice and presentations. Morning and evening batches.',
  },
  {
    seller: 'lakshmi',
    title: 'Inter MPC coaching with JEE Mains foundation, Dammaiguda',
    categoryKey: 'education',
    subcategory: 'Coaching Institutes',
    locationId: 'dammaiguda',
    price: 45000,
    priceType: 'fixed',
    planId: 2,
    description:
      'Two-year integrated coaching for Intermediate MPC students with JEE Mains preparation. Faculty with 10+ years experience and weekly grand tests. Annual fee in two instalments; 20% scholarship for the top scorers of our entrance test.',
  },
  {
    seller: 'lakshmi',
    title: 'Hindi tuition for CBSE classes 1 to 7',
    categoryKey: 'education',
    subcategory: 'Tuitions',
    locationId: 'ecil',
    price: 1500,
    priceType: 'month',
    description:
      'Reading, writing and grammar with homework help. Classes at my home in Sainikpuri, 5 to 6:30 pm. Patient with beginners and children new to Hindi.',
  },
  {
    seller: 'sravani',
    title: 'Online Python programming course for beginners',
    categoryKey: 'education',
    subcategory: 'Online Courses',
    locationId: 'nagaram',
    price: 4999,
    priceType: 'fixed',
    description:
      'Eight weeks of live weekend classes on Google Meet with recordings. Covers basics, functions, files and a small final project. Certificate on completion; ideal for degree students.',
  },
  {
    seller: 'kavitha',
    title: 'Carnatic vocal music classes for kids',
    categoryKey: 'education',
    subcategory: 'Tuitions',
    locationId: 'dammaiguda',
    price: 1200,
    priceType: 'month',
    expiredDaysAgo: 3,
    description:
      'Twice a week for ages 6 to 14, beginners welcome. Students perform at the colony Ganesh festival every year. Individual attention in batches of six.',
  },
  {
    seller: 'kavitha',
    title: 'Bank and SSC exam coaching, weekend batch',
    categoryKey: 'education',
    subcategory: 'Coaching Institutes',
    locationId: 'ecil',
    price: 12000,
    priceType: 'negotiable',
    description:
      'Quantitative aptitude, reasoning and English for IBPS, SBI and SSC CGL. Saturday and Sunday classes with weekly mock tests. Study material included in the fee.',
  },
  {
    seller: 'venkatesh',
    title: 'Admissions open: play school and nursery, Nagaram',
    categoryKey: 'education',
    subcategory: 'Schools',
    locationId: 'nagaram',
    price: 35000,
    priceType: 'fixed',
    planId: 2,
    features: ['Security', 'Well Maintained'],
    amenities: ['Parks & Gardens'],
    description:
      'Play group, nursery and LKG admissions for the coming academic year. Play-way method, CCTV-monitored classrooms and a trained caretaker for every class. Annual fee includes books and uniform. Day care available until 6 pm.',
  },
  {
    seller: 'lakshmi',
    title: 'Home tuition for class 10 SSC, Telugu medium',
    categoryKey: 'education',
    subcategory: 'Tuitions',
    locationId: 'dammaiguda',
    price: 2000,
    priceType: 'month',
    description:
      'I come to your home in Dammaiguda and Jawahar Nagar for all subjects. Focus on previous papers and board exam preparation. Evenings, five days a week.',
  },
  {
    seller: 'sravani',
    title: 'Free weekend coding club for school kids',
    categoryKey: 'education',
    subcategory: 'Online Courses',
    locationId: 'ecil',
    price: null,
    priceType: 'free',
    description:
      'Volunteers from local IT companies teach Scratch and basic Python to children aged 10 to 15. Sunday mornings at the community hall, with an online option. Bring a laptop if you have one; we share ours otherwise.',
  },
  {
    seller: 'priya',
    title: 'Tally Prime with GST certificate course',
    categoryKey: 'education',
    subcategory: 'Coaching Institutes',
    locationId: 'nagaram',
    price: 8000,
    priceType: 'fixed',
    description:
      'Practical two-month course with real company data, GST returns and payroll. Placement assistance with local firms after completion. New batch every month.',
  },
  {
    seller: 'kavitha',
    title: 'Abacus and Vedic maths classes, ages 5 to 14',
    categoryKey: 'education',
    subcategory: 'Tuitions',
    locationId: 'ecil',
    price: 1800,
    priceType: 'month',
    description:
      'Improves speed, concentration and confidence with numbers. Level-wise certification from a national academy. Saturday and Sunday batches in Kushaiguda.',
  },
];

const services: DemoAd[] = [
  {
    seller: 'irfan',
    title: 'AC service and gas refilling at your doorstep',
    categoryKey: 'services',
    subcategory: 'Repair & Maintenance',
    locationId: 'ecil',
    price: 499,
    priceType: 'fixed',
    planId: 3,
    features: ['Good Location'],
    description:
      'Split and window AC jet cleaning for Rs 499, gas refilling from Rs 2,200. Trained technicians, 30-day service warranty. Same-day visits in ECIL, Kapra, AS Rao Nagar and Sainikpuri.',
  },
  {
    seller: 'irfan',
    title: 'Washing machine and fridge repair, same day',
    categoryKey: 'services',
    subcategory: 'Repair & Maintenance',
    locationId: 'dammaiguda',
    price: 350,
    priceType: 'fixed',
    description:
      'All brands repaired at home, genuine spare parts with bill. Visit charge of Rs 350 is adjusted in the repair cost. Call before 2 pm for a same-day visit.',
  },
  {
    seller: 'naresh',
    title: 'Plumber and electrician available, ECIL and Kapra',
    categoryKey: 'services',
    subcategory: 'Repair & Maintenance',
    locationId: 'ecil',
    price: null,
    priceType: 'negotiable',
    description:
      'Tap leaks, motor fitting, wiring, fan and light installation, inverter connections. Reasonable charges fixed after seeing the work. Available on Sundays too.',
  },
  {
    seller: 'kavitha',
    title: 'Home deep cleaning for 1BHK to 3BHK',
    categoryKey: 'services',
    subcategory: 'Home Services',
    locationId: 'nagaram',
    price: 2999,
    priceType: 'fixed',
    expiredDaysAgo: 6,
    description:
      'Kitchen degreasing, bathroom descaling, floor scrubbing and fan cleaning with machines and safe chemicals. A team of three finishes a 2BHK in five hours. Move-in and festival cleaning slots fill fast.',
  },
  {
    seller: 'srinivas',
    title: 'Packers and movers within Hyderabad',
    categoryKey: 'services',
    subcategory: 'Home Services',
    locationId: 'dammaiguda',
    price: 6000,
    priceType: 'negotiable',
    planId: 2,
    description:
      'Local house shifting with packing material, loading, transport and unpacking. Covered trucks and careful labour. Free survey and a fixed quote, no hidden charges.',
  },
  {
    seller: 'sravani',
    title: 'Website and Google Business listing for local shops',
    categoryKey: 'services',
    subcategory: 'IT & Web',
    locationId: 'ecil',
    price: 7999,
    priceType: 'negotiable',
    description:
      'A simple mobile-friendly website with WhatsApp button plus your Google Maps business profile set up. One year of hosting included. Ready in a week; many shops in ECIL already use it.',
  },
  {
    seller: 'ayesha',
    title: 'Laptop and desktop repair, data recovery',
    categoryKey: 'services',
    subcategory: 'IT & Web',
    locationId: 'nagaram',
    price: 300,
    priceType: 'fixed',
    description:
      'Windows installation, virus removal, SSD upgrades, screen and keyboard replacement. Data recovery from crashed drives. Inspection charge Rs 300, free pick-up in Nagaram.',
  },
  {
    seller: 'kavitha',
    title: 'Wedding and birthday decoration, balloons and flowers',
    categoryKey: 'services',
    subcategory: 'Event Services',
    locationId: 'nagaram',
    price: 4500,
    priceType: 'negotiable',
    planId: 2,
    description:
      'Theme decoration for birthdays, naming ceremonies, haldi and weddings. Balloon arches, flower backdrops and LED name boards. Packages from Rs 4,500; photos of our recent work on request.',
  },
  {
    seller: 'kavitha',
    title: 'Catering for functions, veg and non-veg, 50 to 500 guests',
    categoryKey: 'services',
    subcategory: 'Event Services',
    locationId: 'dammaiguda',
    price: 250,
    priceType: 'fixed',
    description:
      'Hyderabadi biryani, South Indian meals and live counters. Rs 250 per plate for the standard veg menu, non-veg from Rs 350. Serving staff and cleaning included.',
  },
  {
    seller: 'irfan',
    title: 'Pest control for cockroaches and termites',
    categoryKey: 'services',
    subcategory: 'Home Services',
    locationId: 'ecil',
    price: 1200,
    priceType: 'fixed',
    description:
      'Odourless gel treatment for cockroaches and drill-fill treatment for termites. Safe for children and pets. Three months warranty with a free follow-up visit.',
  },
  {
    seller: 'kavitha',
    title: 'Wedding photography and candid video',
    categoryKey: 'services',
    subcategory: 'Event Services',
    locationId: 'ecil',
    price: 25000,
    priceType: 'negotiable',
    description:
      'Traditional and candid photography, cinematic highlights video and a premium album. Drone coverage on request. Booking open for the coming wedding season.',
  },
  {
    seller: 'irfan',
    title: 'RO water purifier service and installation',
    categoryKey: 'services',
    subcategory: 'Repair & Maintenance',
    locationId: 'nagaram',
    price: 400,
    priceType: 'fixed',
    description:
      'Filter and membrane replacement for Kent, Aquaguard, Pureit and local brands. New RO installation with a TDS check. Annual maintenance plans available.',
  },
];

const vehicles: DemoAd[] = [
  {
    seller: 'naresh',
    title: 'Honda Activa 6G 2021, single owner',
    categoryKey: 'vehicles',
    subcategory: 'Scooters',
    locationId: 'ecil',
    price: 62000,
    priceType: 'negotiable',
    features: ['Well Maintained'],
    description:
      'Pearl white, 14,000 km, all services done at the Honda showroom. New battery and tyres in good condition. Insurance valid till next March. TS 08 registration.',
  },
  {
    seller: 'naresh',
    title: 'Royal Enfield Classic 350, 2020, Gunmetal Grey',
    categoryKey: 'vehicles',
    subcategory: 'Bikes',
    locationId: 'nagaram',
    price: 145000,
    priceType: 'negotiable',
    planId: 3,
    features: ['Well Maintained'],
    description:
      'BS6 model with dual-channel ABS, 21,000 km. Crash guard, saddle stays and a touring seat added. Never raced, serviced every 3,000 km with bills. Test ride available on weekends.',
  },
  {
    seller: 'srinivas',
    title: 'Maruti Swift VXI 2018 petrol, 42,000 km',
    categoryKey: 'vehicles',
    subcategory: 'Cars',
    locationId: 'dammaiguda',
    price: 495000,
    priceType: 'negotiable',
    planId: 2,
    features: ['Well Maintained', 'Good Location'],
    description:
      'First owner, red colour, driven mostly on weekends. Full service history at Maruti, no accidents. New tyres at 35,000 km. Loan closed with NOC in hand.',
  },
  {
    seller: 'srinivas',
    title: 'Hyundai i20 Asta 2016 diesel',
    categoryKey: 'vehicles',
    subcategory: 'Cars',
    locationId: 'ecil',
    price: 480000,
    priceType: 'fixed',
    features: ['Well Maintained'],
    description:
      'Top-end Asta trim with touchscreen, reverse camera and alloy wheels. 78,000 km, second owner. Mileage around 19 km per litre on highway.',
  },
  {
    seller: 'naresh',
    title: 'TVS Jupiter 2019, well maintained',
    categoryKey: 'vehicles',
    subcategory: 'Scooters',
    locationId: 'dammaiguda',
    price: 48000,
    priceType: 'fixed',
    description: 'Grey colour, 22,000 km, ladies-driven. Good mileage of 50 km per litre. All papers clear.',
  },
  {
    seller: 'naresh',
    title: 'Bajaj Pulsar 150, 2017',
    categoryKey: 'vehicles',
    subcategory: 'Bikes',
    locationId: 'nagaram',
    price: 52000,
    priceType: 'negotiable',
    description: 'Black and red, 38,000 km. Engine overhauled at my garage last year with bills. Good pick-up and no starting trouble.',
  },
  {
    seller: 'ayesha',
    title: 'Hero Splendor Plus 2022, like new',
    categoryKey: 'vehicles',
    subcategory: 'Bikes',
    locationId: 'ecil',
    price: 62000,
    priceType: 'fixed',
    description:
      'Only 6,500 km driven, self start, tubeless tyres. Used for office commute within ECIL. Insurance and pollution certificate valid.',
  },
  {
    seller: 'srinivas',
    title: 'Mahindra XUV500 W8 2015, 7-seater',
    categoryKey: 'vehicles',
    subcategory: 'Cars',
    locationId: 'nagaram',
    price: 720000,
    priceType: 'negotiable',
    description:
      'Diesel manual, 98,000 km, single owner. Good for family trips, AC chills well in the third row too. Recently changed clutch plate and battery.',
  },
  {
    seller: 'sravani',
    title: 'Ather 450X electric scooter 2022',
    categoryKey: 'vehicles',
    subcategory: 'Scooters',
    locationId: 'ecil',
    price: 98000,
    priceType: 'fixed',
    planId: 2,
    features: ['Well Maintained'],
    description:
      'Pro pack with navigation, 9,000 km. Battery still under warranty for another year. Home charger included. Saves a lot on petrol for daily rides to Uppal.',
  },
  {
    seller: 'naresh',
    title: 'Car alloy wheels 15 inch, set of 4',
    categoryKey: 'vehicles',
    subcategory: 'Auto Parts',
    locationId: 'dammaiguda',
    price: 14000,
    priceType: 'negotiable',
    description:
      '4x100 PCD, fits Swift, i20, Baleno and Polo. No bends or cracks, tyres not included. Can fit at my garage for a small labour charge.',
  },
  {
    seller: 'sravani',
    title: 'Bike helmets and riding jacket, barely used',
    categoryKey: 'vehicles',
    subcategory: 'Auto Parts',
    locationId: 'nagaram',
    price: 3500,
    priceType: 'fixed',
    description:
      'Two ISI-marked full-face helmets (size M and L) and a Rynox mesh jacket, size L. Used for one trip to Srisailam. Selling together only.',
  },
  {
    seller: 'srinivas',
    title: 'Maruti Alto 800 LXI 2014, first owner',
    categoryKey: 'vehicles',
    subcategory: 'Cars',
    locationId: 'dammaiguda',
    price: 185000,
    priceType: 'negotiable',
    description:
      'Petrol, 61,000 km, serviced regularly at the Maruti workshop in Kushaiguda. Perfect first car for learning to drive. Power steering and AC working well.',
  },
  {
    seller: 'srinivas',
    title: 'Honda Activa 5G 2019, new tyres',
    categoryKey: 'vehicles',
    subcategory: 'Scooters',
    locationId: 'dammaiguda',
    price: 48000,
    priceType: 'negotiable',
    planId: 2,
    features: ['Well Maintained'],
    description:
      "My wife's scooty, 21,000 km, serviced every 3,000 km. New tyres and battery fitted 6 months ago, insurance valid till December. TS 08 registration, papers clear.",
  },
];

export const DEMO_ADS: DemoAd[] = [...realEstate, ...jobs, ...electronics, ...education, ...services, ...vehicles];
