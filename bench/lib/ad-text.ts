import type { CategoryKey, LocationId, PriceType } from '@mohalla/shared';
import type { Random } from './random.ts';

/** Titles and descriptions in the style of the demo ads (apps/server/src/db/seed/demo-ads.ts), built from parts. */
export type AdText = {
  subcategory: string;
  title: string;
  description: string;
  price: number | null;
  priceType: PriceType;
  features: string[];
  amenities: string[];
};

const AREAS: Record<LocationId, string[]> = {
  ecil: ['ECIL X Roads', 'Kushaiguda', 'Kapra', 'AS Rao Nagar', 'Sainikpuri', 'Kamala Nagar', 'Radhika X Roads', 'Moula Ali'],
  nagaram: ['Nagaram', 'Rampally', 'Keesara', 'Nagaram X Roads', 'Bandlaguda', 'Ahmedguda'],
  dammaiguda: ['Dammaiguda', 'Jawahar Nagar', 'Cherlapally', 'Yapral', 'Dammaiguda bus stop', 'Balaji Nagar'],
};
const FEATURES = ['Modern Amenities', 'Good Location', 'Well Maintained', 'Parking', 'Security', 'Furnished'];
const AMENITIES = ['Near Public Transport', 'Schools Nearby', 'Hospitals Close', 'Shopping Centers', 'Parks & Gardens'];
const CONDITION = ['Like new', 'Well maintained', 'Good condition', 'Single owner', 'Urgent sale', 'With bill and box', 'Under warranty'];
const CLOSERS = [
  'Call or WhatsApp after 6 pm.',
  'No brokers please.',
  'Price slightly negotiable for serious buyers.',
  'Serious enquiries only.',
  'Available to see on weekends.',
  'Genuine reason for selling.',
  'Please call before coming.',
  'Telugu, Hindi and English spoken.',
];

const MOBILES = [
  'Apple iPhone 11',
  'Apple iPhone 12',
  'iPhone 13',
  'iPhone 14 Pro',
  'Samsung Galaxy S21 FE',
  'Samsung Galaxy A54',
  'Samsung Galaxy M34',
  'Redmi Note 12 Pro',
  'Redmi Note 13',
  'OnePlus Nord CE 3',
  'OnePlus 11R',
  'Vivo V27',
  'Oppo Reno 8',
  'Realme Narzo 60',
  'Motorola Edge 40',
  'Google Pixel 7a',
];
const LAPTOPS = [
  'Dell Inspiron 15',
  'Dell Vostro 3510',
  'HP Pavilion 14',
  'HP Victus gaming',
  'Lenovo IdeaPad Slim 3',
  'Lenovo ThinkPad E14',
  'Asus VivoBook 15',
  'Asus TUF gaming',
  'Acer Aspire 7',
  'Apple MacBook Air M1',
  'Apple MacBook Air M2',
];
const TABLETS = [
  'Apple iPad 9th gen',
  'Apple iPad Air',
  'Samsung Galaxy Tab A8',
  'Samsung Galaxy Tab S6 Lite',
  'Lenovo Tab M10',
  'Redmi Pad',
  'Realme Pad',
];
const TVS = [
  'Sony Bravia 43 inch LED TV',
  'Samsung 43 inch Crystal 4K TV',
  'Samsung 32 inch smart TV',
  'LG 55 inch 4K TV',
  'Mi TV 5X 50 inch',
  'OnePlus Y1S 43 inch TV',
  'boAt 5.1 home theatre',
  'JBL Flip bluetooth speaker',
  'Sony soundbar with subwoofer',
];
const APPLIANCES = [
  'LG 7kg front load washing machine',
  'Samsung 6.5kg washing machine',
  'IFB front load washer',
  'Voltas 1.5 ton split AC',
  'Daikin 1 ton inverter AC',
  'LG double door fridge',
  'Godrej 190L fridge',
  'Whirlpool refrigerator',
  'Kent RO water purifier',
  'Prestige microwave oven',
  'Bajaj mixer grinder',
  'Havells geyser 15L',
];
const CARS = [
  'Maruti Swift VXI',
  'Maruti Alto 800',
  'Maruti Baleno Delta',
  'Maruti WagonR',
  'Maruti Dzire',
  'Hyundai i20 Asta',
  'Hyundai Creta SX',
  'Hyundai Grand i10',
  'Honda City',
  'Honda Amaze',
  'Tata Nexon',
  'Tata Tiago',
  'Mahindra XUV500',
  'Mahindra Scorpio',
  'Toyota Innova Crysta',
];
const BIKES = [
  'Royal Enfield Classic 350',
  'Royal Enfield Hunter 350',
  'Bajaj Pulsar 150',
  'Bajaj Pulsar NS200',
  'Hero Splendor Plus',
  'TVS Apache RTR 160',
  'Yamaha FZ-S',
  'Yamaha R15 V4',
  'Honda Shine',
  'KTM Duke 200',
];
const SCOOTERS = [
  'Honda Activa 6G',
  'Honda Activa 5G',
  'TVS Jupiter',
  'TVS Ntorq 125',
  'Suzuki Access 125',
  'Ather 450X electric scooter',
  'Ola S1 Pro',
  'Hero Pleasure Plus',
];
const PARTS = [
  'Car alloy wheels 15 inch, set of 4',
  'ISI full-face helmets, pair',
  'Car stereo with reverse camera',
  'Exide car battery',
  'MRF tyres 185/65 R15',
  'Bike riding jacket and gloves',
  'Car seat covers, leather finish',
];
const ROLES: Record<string, string[]> = {
  'Full-time': [
    'Accountant',
    'Delivery executive',
    'Staff nurse',
    'Security guard',
    'Driver',
    'Cook',
    'Receptionist',
    'Sales executive',
    'Primary school teacher',
    'Electrician',
    'Office assistant',
    'Telecaller',
    'Pharmacist',
    'Data entry operator',
  ],
  'Part-time': ['Evening receptionist', 'Weekend sales helper', 'Tuition teacher', 'Delivery partner', 'Store helper', 'Home nurse'],
  Freelance: ['Graphic designer', 'Video editor', 'Content writer', 'Wedding photographer', 'Web developer', 'Social media manager'],
  Internship: ['Software testing intern', 'Digital marketing intern', 'HR intern', 'Accounts intern', 'Python developer intern'],
  Remote: ['Customer support executive', 'React developer', 'Content writer', 'Telecaller', 'Data entry operator', 'Online tutor'],
};
const SUBJECTS = ['Maths', 'Physics', 'Chemistry', 'Science', 'English', 'Hindi', 'Telugu', 'Accounts', 'Biology'];
const COACHING = ['JEE Mains', 'NEET', 'EAMCET', 'Bank exams', 'SSC CGL', 'Group 2', 'Spoken English', 'IELTS'];
const COURSES = [
  'Python programming',
  'Java full stack',
  'Data science',
  'Advanced Excel',
  'Tally Prime with GST',
  'Digital marketing',
  'Web development',
];
const SCHOOLS = ['Play school and nursery', 'CBSE school', 'Montessori pre-school', 'State syllabus high school'];
const SERVICES: Record<string, string[]> = {
  'Repair & Maintenance': [
    'AC service and gas refilling',
    'Washing machine repair',
    'Fridge repair',
    'RO water purifier service',
    'Plumber',
    'Electrician',
    'Carpenter',
    'Inverter and battery repair',
    'Mobile phone repair',
  ],
  'Home Services': ['Home deep cleaning', 'Packers and movers', 'Pest control', 'House painting', 'Cook for home', 'Sofa cleaning'],
  'IT & Web': [
    'Website for local shops',
    'Laptop and desktop repair',
    'CCTV camera installation',
    'Wi-Fi and broadband setup',
    'Tally software support',
  ],
  'Event Services': [
    'Catering for functions',
    'Birthday and wedding decoration',
    'Wedding photography',
    'DJ and sound system',
    'Tent house',
    'Mehndi artist',
  ],
};
/** Few enough to make a "rare word" search: each about 1 ad in 30,000. */
const RARE = ['Old harmonium, 3 octave, working', 'Antique gramophone with records', 'Sitar for beginners with cover'];

export function makeAdText(r: Random, category: CategoryKey, location: LocationId): AdText {
  const area = r.pick(AREAS[location]);
  const closers = [r.pick(CLOSERS), r.pick(CLOSERS)].filter((s, i, all) => all.indexOf(s) === i).join(' ');
  const features = FEATURES.filter(() => r.chance(category === 'real-estate' ? 0.45 : 0.12));
  const amenities = category === 'real-estate' ? AMENITIES.filter(() => r.chance(0.4)) : [];
  const base = { features, amenities };
  const year = r.int(2012, 2023);
  const km = r.int(3, 95) * 1000;

  if ((category === 'electronics' || category === 'education') && r.chance(0.0003)) {
    const title = r.pick(RARE);
    return {
      ...base,
      subcategory: category === 'education' ? 'Tuitions' : 'TV & Audio',
      title,
      description: `${title}. Kept carefully at home in ${area}, selling as nobody plays it any more. ${closers}`,
      price: r.int(20, 150) * 100,
      priceType: 'negotiable',
    };
  }
  switch (category) {
    case 'real-estate': {
      const sub = r.weighted([
        ['Flats', 40],
        ['Houses', 20],
        ['PG', 15],
        ['Commercial Space', 12],
        ['Land', 13],
      ] as const);
      const bhk = r.int(1, 3);
      const isRent = sub === 'PG' || sub === 'Commercial Space' || (sub !== 'Land' && r.chance(0.6));
      const price = isRent ? r.int(40, 450) * 100 : r.int(20, 180) * 100_000;
      const type: PriceType = isRent ? 'month' : r.pick(['fixed', 'negotiable'] as const);
      const titles: Record<typeof sub, string> = {
        Flats: `${bhk}BHK ${r.pick(['flat', 'apartment', 'gated community flat'])} for ${isRent ? 'rent' : 'sale'} ${r.pick(['near', 'in'])} ${area}`,
        Houses: `${bhk + 1}BHK independent house for ${isRent ? 'rent' : 'sale'} in ${area}`,
        PG: `${r.pick(['Ladies', "Men's", 'Co-living'])} PG ${r.pick(['with food', 'with Wi-Fi', 'AC and non-AC rooms'])} near ${area}`,
        'Commercial Space': `${r.pick(['Shop', 'Office space', 'Godown'])} ${r.int(2, 20) * 50} sq ft for rent on ${area} main road`,
        Land: `${r.int(10, 40) * 10} sq yd open plot in ${area}, ${r.pick(['HMDA approved', 'DTCP approved', 'clear title'])}`,
      };
      const description =
        `${r.pick(['East-facing', 'North-facing', 'West-facing', 'Corner'])} property, ${r.int(2, 15)} minutes walk from ${area}. ` +
        `${r.pick(['Manjeera water and borewell, 24 hours supply.', 'Covered parking and lift with power backup.', 'Quiet colony with good neighbours.', 'All documents ready for bank loan.'])} ` +
        `${isRent ? `${r.pick(['Family', 'Working couples', 'Bachelors'])} preferred; ${r.pick(['one month', 'two months', 'three months'])} advance.` : 'Registered sale deed and link documents available.'} ${closers}`;
      return { ...base, subcategory: sub, title: titles[sub], description, price, priceType: type };
    }
    case 'jobs': {
      const sub = r.pick(Object.keys(ROLES));
      const role = r.pick(ROLES[sub]!);
      const title = r.pick([
        `${role} wanted in ${area}`,
        `Hiring ${role.toLowerCase()} at ${area}`,
        `${role} required for ${r.pick(['clinic', 'showroom', 'trading firm', 'school', 'startup'])} near ${area}`,
      ]);
      const description =
        `${sub} opening for ${/^[AEIOU]/.test(role) ? 'an' : 'a'} ${role.toLowerCase()} near ${area}. ${r.pick(['Freshers can apply.', `${r.int(1, 5)}+ years experience preferred.`, 'Training provided.'])} ` +
        `${r.pick(['Timings 10 am to 7 pm, Sunday holiday.', 'Rotational shifts with one weekday off.', 'Flexible hours.'])} ` +
        `${r.pick(['PF and ESI as per rules.', 'Weekly incentives on top of salary.', 'Food and accommodation available.'])} Walk in with your resume. ${closers}`;
      return { ...base, subcategory: sub, title, description, price: r.int(8, 90) * 12_000, priceType: 'year' };
    }
    case 'electronics': {
      const sub = r.weighted([
        ['Mobiles', 40],
        ['Laptops', 18],
        ['Tablets', 8],
        ['TV & Audio', 14],
        ['Appliances', 20],
      ] as const);
      const pools = { Mobiles: MOBILES, Laptops: LAPTOPS, Tablets: TABLETS, 'TV & Audio': TVS, Appliances: APPLIANCES };
      const item = r.pick(pools[sub]);
      const storage = sub === 'Mobiles' || sub === 'Tablets' ? ` ${r.pick(['64GB', '128GB', '256GB'])}` : '';
      const title = `${item}${storage}, ${r.pick(CONDITION).toLowerCase()}`;
      const description =
        `${r.pick(['Bought', 'Purchased'])} ${r.pick(['a year', 'two years', 'three years', 'six months'])} ago from an authorised store in ${area}. ` +
        `${r.pick(['Working perfectly with no repairs.', 'Minor scratches, otherwise perfect.', 'Always used with a cover and screen guard.', 'Serviced last month.'])} ` +
        `${r.pick(['Original box and charger included.', 'Bill available.', 'Upgraded, so selling.', 'Moving city, must go this month.'])} ${closers}`;
      const isFree = r.chance(0.01);
      return {
        ...base,
        subcategory: sub,
        title,
        description,
        price: isFree ? null : r.int(15, 900) * 100,
        priceType: isFree ? 'free' : r.pick(['fixed', 'negotiable'] as const),
      };
    }
    case 'education': {
      const sub = r.weighted([
        ['Tuitions', 45],
        ['Coaching Institutes', 25],
        ['Online Courses', 20],
        ['Schools', 10],
      ] as const);
      const title = {
        Tuitions: `${r.pick(SUBJECTS)} tuition for classes ${r.int(1, 6)}-${r.int(7, 12)} in ${area}`,
        'Coaching Institutes': `${r.pick(COACHING)} coaching, ${r.pick(['weekend', 'evening', 'morning'])} batch, ${area}`,
        'Online Courses': `Online ${r.pick(COURSES)} course for beginners`,
        Schools: `Admissions open: ${r.pick(SCHOOLS).toLowerCase()}, ${area}`,
      }[sub];
      const description =
        `Small batches with individual attention, ${r.pick(['CBSE and State syllabus', 'all boards', 'live classes with recordings'])}. ` +
        `${r.pick(['Weekly tests and monthly report to parents.', 'Certificate on completion.', 'Experienced faculty with 10+ years.', 'Doubt clearing on Sundays.'])} ` +
        `Classes near ${area}. ${closers}`;
      return {
        ...base,
        subcategory: sub,
        title,
        description,
        price: r.int(5, 400) * 100,
        priceType: r.pick(['month', 'fixed', 'negotiable'] as const),
      };
    }
    case 'services': {
      const sub = r.pick(Object.keys(SERVICES));
      const service = r.pick(SERVICES[sub]!);
      const title = `${service} ${r.pick(['at your doorstep', 'in ' + area, 'same day', 'with warranty'])}`;
      const description =
        `${service} across ${area} and nearby colonies. ${r.pick(['Trained technicians and genuine spare parts.', 'Reasonable charges fixed after seeing the work.', 'Packages for every budget.'])} ` +
        `${r.pick(['Available on Sundays too.', '30-day service warranty.', 'Free inspection visit.'])} ${closers}`;
      return {
        ...base,
        subcategory: sub,
        title,
        description,
        price: r.chance(0.1) ? null : r.int(2, 300) * 50,
        priceType: r.pick(['fixed', 'negotiable'] as const),
      };
    }
    case 'vehicles': {
      const sub = r.weighted([
        ['Cars', 30],
        ['Bikes', 30],
        ['Scooters', 25],
        ['Auto Parts', 15],
      ] as const);
      const pools = { Cars: CARS, Bikes: BIKES, Scooters: SCOOTERS, 'Auto Parts': PARTS };
      const item = r.pick(pools[sub]);
      const title = sub === 'Auto Parts' ? item : `${item} ${year}, ${r.pick(CONDITION).toLowerCase()}`;
      const description =
        sub === 'Auto Parts'
          ? `${item}, barely used. ${r.pick(['Can fit at my garage for a small charge.', 'Selling together only.', 'No cracks or damage.'])} Pick up from ${area}. ${closers}`
          : `${km.toLocaleString('en-IN')} km driven, ${r.pick(['first owner', 'second owner'])}. ${r.pick(['All services done at the showroom.', 'New battery and tyres.', 'Insurance valid till next March.'])} ` +
            `TS ${String(r.int(1, 15)).padStart(2, '0')} registration, papers clear. Test ride near ${area}. ${closers}`;
      const price = sub === 'Cars' ? r.int(15, 150) * 10_000 : sub === 'Auto Parts' ? r.int(10, 300) * 100 : r.int(15, 200) * 1000;
      return { ...base, subcategory: sub, title, description, price, priceType: r.pick(['fixed', 'negotiable'] as const) };
    }
  }
}
