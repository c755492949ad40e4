import type { NicheSample } from './sample-content-types';

/** Sample content for businesses visitors walk into: food, shops, stays, gyms and salons. */
export const VENUE_SAMPLES = {
  restaurants: {
    business: 'Olive & Ember Trattoria',
    items: [
      { name: 'Wood-fired margherita', price: '$16', emoji: '🍕' },
      { name: 'Truffle tagliatelle', price: '$22', emoji: '🍝' },
      { name: 'Burrata salad', price: '$14', emoji: '🥗' },
      { name: 'Tiramisu', price: '$9', emoji: '🍰' },
    ],
    reviews: [
      { author: 'Maria G.', text: 'The best pasta in town, and they remembered our anniversary.', stars: 5 },
      { author: 'Tom R.', text: 'Cosy room, quick service, and the pizza crust is perfect.', stars: 5 },
      { author: 'Aisha K.', text: 'Great gluten-free options. We will be back on Friday.', stars: 4 },
    ],
    questions: [
      {
        question: 'Do you take reservations?',
        answer: 'Yes, book online or call us; walk-ins are welcome too.',
      },
      { question: 'Do you have vegan dishes?', answer: 'Six of them, marked VG on the menu.' },
      { question: 'Is there parking?', answer: 'Free parking behind the restaurant after 5 pm.' },
    ],
    offer: 'Free dessert with any dinner for two this week',
    stats: [
      { label: 'pizzas served this year', value: 18400 },
      { label: 'five-star reviews', value: 1260 },
      { label: 'years in the neighbourhood', value: 12 },
    ],
    locations: [
      { name: 'Olive & Ember Downtown', address: '12 Main Street', hours: 'Open until 10 pm' },
      { name: 'Olive & Ember Riverside', address: '88 River Road', hours: 'Open until 11 pm' },
      { name: 'Olive & Ember Airport', address: 'Terminal B, Gate 4', hours: 'Open until 9 pm' },
    ],
    posts: [
      'Fresh basil from our garden 🌿',
      'Friday night oven is fired up',
      'Meet our new pastry chef',
      'Date night table for two',
    ],
  },
  'coffee-shops': {
    business: 'Bean There Coffee',
    items: [
      { name: 'Oat flat white', price: '$4.80', emoji: '☕' },
      { name: 'Cold brew', price: '$4.50', emoji: '🧊' },
      { name: 'Almond croissant', price: '$3.90', emoji: '🥐' },
      { name: 'Chai latte', price: '$4.60', emoji: '🍵' },
    ],
    reviews: [
      { author: 'Jess P.', text: 'My morning ritual. The baristas know my order by heart.', stars: 5 },
      { author: 'Leo M.', text: 'Quiet corner, fast wifi and a great cold brew.', stars: 5 },
      { author: 'Priya S.', text: 'Lovely pastries, only wish they opened earlier.', stars: 4 },
    ],
    questions: [
      { question: 'Do you have plant milks?', answer: 'Oat, almond and soy at no extra charge.' },
      {
        question: 'Can I work from the cafe?',
        answer: 'Of course: free wifi and sockets at every window seat.',
      },
      { question: 'Do you sell beans?', answer: 'Yes, roasted on Mondays and ground to order.' },
    ],
    offer: 'Your tenth coffee is on us',
    stats: [
      { label: 'cups poured this month', value: 9200 },
      { label: 'loyalty members', value: 840 },
      { label: 'local farms we buy from', value: 6 },
    ],
    locations: [
      { name: 'Bean There Market Square', address: '3 Market Square', hours: 'Open until 6 pm' },
      { name: 'Bean There Campus', address: '210 College Avenue', hours: 'Open until 8 pm' },
      { name: 'Bean There Station', address: 'Central Station, Platform 1', hours: 'Open until 7 pm' },
    ],
    posts: [
      'Latte art Tuesday 🎨',
      'New single-origin from Colombia',
      'Sunny patio is open',
      'Pumpkin season is back',
    ],
  },
  'local-retail': {
    business: 'Maple Street Goods',
    items: [
      { name: 'Hand-poured candle', price: '$24', emoji: '🕯️' },
      { name: 'Linen tote bag', price: '$18', emoji: '👜' },
      { name: 'Ceramic mug', price: '$15', emoji: '🏺' },
      { name: 'Local honey jar', price: '$12', emoji: '🍯' },
    ],
    reviews: [
      { author: 'Hannah B.', text: 'Every gift I buy here gets asked about. Lovely shop.', stars: 5 },
      { author: 'Carlos D.', text: 'Friendly owners and beautiful local crafts.', stars: 5 },
      { author: 'Mei L.', text: 'Great selection; gift wrapping was a nice touch.', stars: 4 },
    ],
    questions: [
      { question: 'Do you offer gift wrapping?', answer: 'Free with every purchase, just ask at the till.' },
      { question: 'Can I return an item?', answer: 'Within 30 days with your receipt.' },
      { question: 'Do you stock local makers?', answer: 'Over forty makers from within 50 miles.' },
    ],
    offer: '15% off your first order over $40',
    stats: [
      { label: 'local makers stocked', value: 42 },
      { label: 'gifts wrapped last December', value: 3100 },
      { label: 'years on Maple Street', value: 9 },
    ],
    locations: [
      { name: 'Maple Street Goods', address: '45 Maple Street', hours: 'Open until 7 pm' },
      { name: 'Maple Goods Pop-up', address: 'Harbour Market, Stall 12', hours: 'Weekends only' },
      { name: 'Maple Goods Outlet', address: '9 Mill Lane', hours: 'Open until 5 pm' },
    ],
    posts: [
      'New autumn candles just landed 🍂',
      'Meet the maker: Rosa the potter',
      'Window display of the week',
      'Gift guide under $25',
    ],
  },
  ecommerce: {
    business: 'Northwind Outfitters',
    items: [
      { name: 'Merino beanie', price: '$29', emoji: '🧢' },
      { name: 'Trail backpack', price: '$89', emoji: '🎒' },
      { name: 'Insulated bottle', price: '$32', emoji: '🥤' },
      { name: 'Rain shell jacket', price: '$149', emoji: '🧥' },
    ],
    reviews: [
      { author: 'Sam W.', text: 'Arrived in two days and fits perfectly. Great quality.', stars: 5 },
      { author: 'Ana F.', text: 'The backpack survived a week of hiking in the rain.', stars: 5 },
      { author: 'Ben T.', text: 'Easy returns when I needed a different size.', stars: 4 },
    ],
    questions: [
      { question: 'How long does shipping take?', answer: 'Two to four business days, free over $75.' },
      { question: 'What is your return policy?', answer: 'Free returns within 60 days.' },
      { question: 'Do you ship abroad?', answer: 'Yes, to 30 countries with tracked delivery.' },
    ],
    offer: 'Free shipping on orders over $75',
    stats: [
      { label: 'orders shipped', value: 52000 },
      { label: 'five-star reviews', value: 7400 },
      { label: 'countries we ship to', value: 30 },
    ],
    locations: [
      { name: 'Northwind Flagship', address: '500 Harbour Boulevard', hours: 'Open until 8 pm' },
      { name: 'Northwind Pick-up Point', address: '77 Depot Street', hours: 'Open until 6 pm' },
      { name: 'Northwind Mountain Store', address: '1 Summit Road', hours: 'Open until 5 pm' },
    ],
    posts: [
      'Restocked: the trail backpack 🎒',
      'Customer photo from the Alps',
      'Layering guide for winter',
      'Behind the scenes at the warehouse',
    ],
  },
  'hospitality-travel': {
    business: 'Seaside Harbour Inn',
    items: [
      { name: 'Harbour view double', price: '$189 a night', emoji: '🛏️' },
      { name: 'Family suite', price: '$249 a night', emoji: '🏠' },
      { name: 'Breakfast basket', price: '$18', emoji: '🧺' },
      { name: 'Sunset boat tour', price: '$45', emoji: '⛵' },
    ],
    reviews: [
      { author: 'Olivia H.', text: 'Waking up to the harbour view was unforgettable.', stars: 5 },
      { author: 'Raj P.', text: 'Spotless rooms and the warmest welcome.', stars: 5 },
      { author: 'Greta N.', text: 'Perfect location; breakfast could start earlier.', stars: 4 },
    ],
    questions: [
      { question: 'What time is check-in?', answer: 'From 3 pm; early check-in when the room is ready.' },
      { question: 'Is breakfast included?', answer: 'In every direct booking made on our website.' },
      { question: 'Are pets welcome?', answer: 'Dogs are welcome in our garden rooms.' },
    ],
    offer: 'Book direct: third night free',
    stats: [
      { label: 'guests welcomed', value: 24800 },
      { label: 'rooms with a sea view', value: 18 },
      { label: 'years of family hosting', value: 31 },
    ],
    locations: [
      { name: 'Seaside Harbour Inn', address: '2 Quay Street', hours: 'Reception open 24 hours' },
      { name: 'Harbour Inn Garden Rooms', address: '6 Quay Street', hours: 'Check-in from 3 pm' },
      { name: 'Harbour Inn Boathouse', address: 'Pier 3', hours: 'Tours from 10 am' },
    ],
    posts: [
      'Sunrise from room 12 🌅',
      'Our new garden terrace',
      'Fresh scones at breakfast',
      'Sunset boat tour season opens',
    ],
  },
  'fitness-wellness': {
    business: 'Peak Form Studio',
    items: [
      { name: 'Drop-in class', price: '$20', emoji: '🧘' },
      { name: 'Personal training', price: '$65', emoji: '🏋️' },
      { name: 'Monthly unlimited', price: '$129', emoji: '🎟️' },
      { name: 'Sports massage', price: '$70', emoji: '💆' },
    ],
    reviews: [
      { author: 'Chris L.', text: 'Coaches who actually know your name and your goals.', stars: 5 },
      { author: 'Nina V.', text: 'Down two sizes and stronger than ever.', stars: 5 },
      { author: 'Omar A.', text: 'Great classes, the 6 am slot fills up fast.', stars: 4 },
    ],
    questions: [
      { question: 'Is there a free trial?', answer: 'Your first class is free, no card needed.' },
      { question: 'Do I need to book classes?', answer: 'Yes, book online up to seven days ahead.' },
      { question: 'Are there showers?', answer: 'Yes, with towels included.' },
    ],
    offer: 'First week free for new members',
    stats: [
      { label: 'classes a week', value: 64 },
      { label: 'active members', value: 910 },
      { label: 'certified coaches', value: 14 },
    ],
    locations: [
      { name: 'Peak Form Central', address: '19 Park Lane', hours: 'Open until 10 pm' },
      { name: 'Peak Form Riverside', address: '300 River Walk', hours: 'Open until 9 pm' },
      { name: 'Peak Form Outdoor', address: 'City Park, North Gate', hours: 'Sunrise classes' },
    ],
    posts: [
      '6 am crew never misses 💪',
      'New spin bikes have arrived',
      'Member of the month: Dana',
      'Stretch routine for desk workers',
    ],
  },
  'beauty-spa': {
    business: 'Lumière Beauty Spa',
    items: [
      { name: 'Signature facial', price: '$95', emoji: '🧖' },
      { name: 'Gel manicure', price: '$45', emoji: '💅' },
      { name: 'Hot stone massage', price: '$120', emoji: '💆' },
      { name: 'Lash lift', price: '$75', emoji: '👁️' },
    ],
    reviews: [
      { author: 'Sophie R.', text: 'The most relaxing hour of my month. Pure bliss.', stars: 5 },
      { author: 'Kim T.', text: 'My nails lasted three weeks without a chip.', stars: 5 },
      { author: 'Laura P.', text: 'Lovely staff, booking online was easy.', stars: 4 },
    ],
    questions: [
      { question: 'How do I book?', answer: 'Choose a treatment and time online; we confirm by text.' },
      { question: 'What is your cancellation policy?', answer: 'Free changes up to 24 hours before.' },
      { question: 'Do you sell gift cards?', answer: 'Yes, online or at reception.' },
    ],
    offer: '20% off your first facial',
    stats: [
      { label: 'treatments this year', value: 6700 },
      { label: 'happy regulars', value: 1150 },
      { label: 'licensed therapists', value: 11 },
    ],
    locations: [
      { name: 'Lumière Old Town', address: '8 Rose Street', hours: 'Open until 8 pm' },
      { name: 'Lumière Mall', address: 'Westfield Centre, Level 2', hours: 'Open until 9 pm' },
      { name: 'Lumière Hotel Spa', address: '1 Grand Avenue', hours: 'Open until 7 pm' },
    ],
    posts: [
      'Autumn nail colours are in 💅',
      'Our new relaxation lounge',
      'Glow facial before and after',
      'Meet therapist Camille',
    ],
  },
} satisfies Record<string, NicheSample>;
