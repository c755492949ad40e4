import type { NicheSample } from './sample-content-types';

/** Sample content for service businesses: clinics, agents, coaches, lawyers, firms and trades. */
export const SERVICE_SAMPLES = {
  'medical-practices': {
    business: 'Brightside Family Clinic',
    items: [
      { name: 'New patient visit', price: '$120', emoji: '🩺' },
      { name: 'Annual check-up', price: '$90', emoji: '📋' },
      { name: 'Flu vaccination', price: '$25', emoji: '💉' },
      { name: 'Telehealth consult', price: '$60', emoji: '💻' },
    ],
    reviews: [
      { author: 'Grace M.', text: 'Dr Patel listened and explained everything clearly.', stars: 5 },
      { author: 'Daniel O.', text: 'Seen on time, and the front desk was so kind.', stars: 5 },
      { author: 'Yuki H.', text: 'Easy online booking; parking is a little tight.', stars: 4 },
    ],
    questions: [
      { question: 'Are you taking new patients?', answer: 'Yes, book a new patient visit online.' },
      { question: 'Which insurance do you accept?', answer: 'Most major plans; call us to check yours.' },
      { question: 'Do you offer video visits?', answer: 'Yes, for follow-ups and prescriptions.' },
    ],
    offer: 'Flu shots now available: walk in any weekday',
    stats: [
      { label: 'patients cared for', value: 8400 },
      { label: 'same-day appointments a week', value: 120 },
      { label: 'doctors and nurses', value: 16 },
    ],
    locations: [
      { name: 'Brightside Main Clinic', address: '40 Health Way', hours: 'Open until 6 pm' },
      { name: 'Brightside North', address: '15 Elm Road', hours: 'Open until 5 pm' },
      { name: 'Brightside Urgent Care', address: '2 Hospital Drive', hours: 'Open until 11 pm' },
    ],
    posts: [
      'Flu season tips from Dr Patel 🩺',
      'Welcome Nurse Amara to the team',
      'New parking spaces are open',
      'Healthy lunchbox ideas',
    ],
  },
  'real-estate': {
    business: 'Keystone Realty',
    items: [
      { name: '3-bed family home, Oak Hill', price: '$485,000', emoji: '🏡' },
      { name: '2-bed condo, Downtown', price: '$329,000', emoji: '🏢' },
      { name: 'Lakeside cottage', price: '$412,000', emoji: '🛶' },
      { name: 'Free home valuation', price: 'Free', emoji: '📈' },
    ],
    reviews: [
      { author: 'The Nguyens', text: 'Sold in nine days, above asking. Outstanding.', stars: 5 },
      { author: 'Rachel B.', text: 'Patient, honest and always one step ahead.', stars: 5 },
      { author: 'Marcus J.', text: 'Found our first home in a tough market.', stars: 4 },
    ],
    questions: [
      { question: 'What is my home worth?', answer: 'Request a free valuation; we reply within a day.' },
      { question: 'Can I book a viewing?', answer: 'Pick a listing and a time; an agent confirms it.' },
      {
        question: 'Do you help first-time buyers?',
        answer: 'Yes, with a free buyer guide and mortgage intro.',
      },
    ],
    offer: 'Open house this Saturday, 11 am to 2 pm',
    stats: [
      { label: 'homes sold', value: 1240 },
      { label: 'average days on market', value: 18 },
      { label: 'local agents', value: 9 },
    ],
    locations: [
      { name: 'Keystone Downtown Office', address: '100 Civic Plaza', hours: 'Open until 6 pm' },
      { name: 'Oak Hill open house', address: '22 Acorn Lane', hours: 'Saturday 11 am to 2 pm' },
      { name: 'Lakeside listing', address: '5 Shore Road', hours: 'Viewings by appointment' },
    ],
    posts: [
      'Just listed in Oak Hill 🏡',
      'Sold above asking in 9 days',
      'Market update for March',
      'First-time buyer checklist',
    ],
  },
  'coaches-consultants': {
    business: 'Clear Path Coaching',
    items: [
      { name: 'Discovery call', price: 'Free', emoji: '📞' },
      { name: '1:1 coaching session', price: '$150', emoji: '🎯' },
      { name: '90-day programme', price: '$1,200', emoji: '🗓️' },
      { name: 'Team workshop', price: '$900', emoji: '👥' },
    ],
    reviews: [
      { author: 'Elena S.', text: 'I finally launched my business after years of waiting.', stars: 5 },
      { author: 'Jordan K.', text: 'Practical, kind and very focused sessions.', stars: 5 },
      { author: 'Fatima Z.', text: 'The workshop changed how our team plans.', stars: 4 },
    ],
    questions: [
      {
        question: 'How does coaching work?',
        answer: 'We start with a free call, then agree goals and a plan.',
      },
      { question: 'Are sessions online?', answer: 'Online by default, in person on request.' },
      { question: 'How long is a programme?', answer: 'Most clients work with us for 90 days.' },
    ],
    offer: 'Free 30-minute discovery call this month',
    stats: [
      { label: 'clients coached', value: 430 },
      { label: 'workshops delivered', value: 85 },
      { label: 'years of coaching', value: 11 },
    ],
    locations: [
      { name: 'Clear Path Studio', address: '7 Harbour Lofts', hours: 'By appointment' },
      { name: 'Co-working room', address: '55 Innovation Way', hours: 'Tuesdays and Thursdays' },
      { name: 'Online sessions', address: 'Video call link by email', hours: 'Weekdays 8 am to 6 pm' },
    ],
    posts: [
      '3 questions to start your week 🎯',
      'Client win: Elena launched!',
      'Workshop photos from Friday',
      'Free guide: set goals that stick',
    ],
  },
  'legal-services': {
    business: 'Hartwell & Lane Law',
    items: [
      { name: 'Initial consultation', price: 'Free', emoji: '⚖️' },
      { name: 'Will and estate plan', price: 'from $650', emoji: '📜' },
      { name: 'Business contract review', price: 'from $400', emoji: '📑' },
      { name: 'Family law advice', price: '$220 an hour', emoji: '👪' },
    ],
    reviews: [
      { author: 'Patricia W.', text: 'Clear advice and a fair fixed fee. Highly recommended.', stars: 5 },
      { author: 'Henry C.', text: 'They explained every step of a stressful process.', stars: 5 },
      { author: 'Ines R.', text: 'Responsive and professional throughout.', stars: 4 },
    ],
    questions: [
      { question: 'Is the first meeting free?', answer: 'Yes, a 30-minute consultation costs nothing.' },
      { question: 'Do you offer fixed fees?', answer: 'For wills, contracts and most property work.' },
      { question: 'Can we meet online?', answer: 'Yes, by secure video call.' },
    ],
    offer: 'Free 30-minute consultation',
    stats: [
      { label: 'cases handled', value: 3600 },
      { label: 'years in practice', value: 24 },
      { label: 'attorneys', value: 7 },
    ],
    locations: [
      { name: 'Hartwell & Lane Main Office', address: '1 Court Square', hours: 'Open until 5:30 pm' },
      { name: 'Westside Office', address: '48 Sunset Boulevard', hours: 'Open until 5 pm' },
      { name: 'Courthouse Desk', address: '200 Justice Avenue', hours: 'Mornings only' },
    ],
    posts: [
      'Why every parent needs a will ⚖️',
      'New partner: Amelia Lane',
      'Small business contract tips',
      'Community legal clinic recap',
    ],
  },
  'professional-services': {
    business: 'Ledger & Co Accounting',
    items: [
      { name: 'Personal tax return', price: 'from $180', emoji: '🧾' },
      { name: 'Monthly bookkeeping', price: '$290 a month', emoji: '📊' },
      { name: 'Payroll set-up', price: '$350', emoji: '💼' },
      { name: 'Advisory session', price: '$140', emoji: '💡' },
    ],
    reviews: [
      { author: 'Victor L.', text: 'They found deductions my last accountant missed.', stars: 5 },
      { author: 'Amara N.', text: 'Bookkeeping is now one thing I never worry about.', stars: 5 },
      { author: 'Paul S.', text: 'Helpful team, quick replies by email.', stars: 4 },
    ],
    questions: [
      { question: 'When is the tax deadline?', answer: 'April 15; send your documents by March 31.' },
      { question: 'Do you work with small businesses?', answer: 'They are most of our clients.' },
      { question: 'How do I send documents?', answer: 'Through our secure upload portal.' },
    ],
    offer: 'Book your tax return before March for 10% off',
    stats: [
      { label: 'returns filed', value: 5200 },
      { label: 'business clients', value: 310 },
      { label: 'certified accountants', value: 8 },
    ],
    locations: [
      { name: 'Ledger & Co Head Office', address: '30 Commerce Street', hours: 'Open until 6 pm' },
      { name: 'Ledger & Co Suburbs', address: '12 Station Road', hours: 'Open until 5 pm' },
      { name: 'Tax season pop-up', address: 'Central Library, Room 2', hours: 'Saturdays in March' },
    ],
    posts: [
      'Tax deadline countdown 🧾',
      'Five receipts you should keep',
      'Welcome to our new advisor',
      'Payroll changes this year',
    ],
  },
  'home-service': {
    business: 'Rapid Rooter Plumbing',
    items: [
      { name: 'Emergency call-out', price: '$95', emoji: '🚨' },
      { name: 'Drain cleaning', price: 'from $149', emoji: '🚿' },
      { name: 'Water heater install', price: 'from $899', emoji: '🔥' },
      { name: 'Leak inspection', price: '$79', emoji: '🔧' },
    ],
    reviews: [
      { author: 'Linda F.', text: 'Arrived in 40 minutes on a Sunday and fixed the leak.', stars: 5 },
      { author: 'George H.', text: 'Upfront price, no surprises, clean work.', stars: 5 },
      { author: 'Zoe A.', text: 'Friendly technician, a little late but called ahead.', stars: 4 },
    ],
    questions: [
      { question: 'Do you offer emergency service?', answer: 'Yes, 24 hours a day, 7 days a week.' },
      { question: 'Do you give quotes?', answer: 'Free written quotes before any work starts.' },
      { question: 'Which areas do you cover?', answer: 'The whole metro area within 30 miles.' },
    ],
    offer: '$25 off your first service call',
    stats: [
      { label: 'jobs completed', value: 14800 },
      { label: 'average arrival time (minutes)', value: 45 },
      { label: 'licensed plumbers', value: 12 },
    ],
    locations: [
      { name: 'Rapid Rooter HQ', address: '900 Industrial Parkway', hours: 'Open 24 hours' },
      { name: 'North Service Area', address: 'Northside and Pine Hills', hours: 'Same-day visits' },
      { name: 'South Service Area', address: 'Southport and Bay View', hours: 'Same-day visits' },
    ],
    posts: [
      'Before and after: kitchen drain 🔧',
      'Winter pipe protection tips',
      'Our newest van is on the road',
      'Meet technician Luis',
    ],
  },
} satisfies Record<string, NicheSample>;
