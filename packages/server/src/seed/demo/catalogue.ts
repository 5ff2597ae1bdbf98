/** The demo business's amenity catalogue and its projects, with each project's layout. */

export const DEMO_AMENITIES = [
  {
    name: 'Club House',
    description: 'Air-conditioned club house with a gym, indoor games and a banquet hall.',
  },
  {
    name: 'Swimming Pool',
    description: 'Outdoor pool with a separate kids pool and changing rooms.',
  },
  {
    name: "Children's Play Area",
    description: 'Fenced play area with swings, slides and a sand pit.',
  },
  { name: 'Jogging Track', description: 'Paved 1 km jogging track around the central garden.' },
  { name: 'Temple', description: 'Community temple at the township entrance.' },
  { name: 'Community Hall', description: 'Hall for functions and society meetings.' },
  { name: 'Landscaped Garden', description: 'Central garden with lawns, benches and lighting.' },
  { name: '24x7 Security', description: 'Gated entry with CCTV and guards round the clock.' },
  { name: 'Rainwater Harvesting', description: 'Recharge pits along the internal roads.' },
  {
    name: 'Solar Street Lights',
    description: 'Solar-powered lighting on all internal roads.',
    isActive: false,
    metadata: 'Being replaced by the municipal supply',
  },
] as const;

type DemoAmenityName = (typeof DEMO_AMENITIES)[number]['name'];

export type DemoProject = {
  name: string;
  city: string;
  /** Where its registries are done, as registration numbers begin. */
  registryOffice: string;
  /** In sq ft. */
  totalProjectArea: number;
  roadsArea: number;
  amenities: readonly { name: DemoAmenityName; area: number }[];
  /** Plot rate per sq yd, in rupees. */
  baseRate: number;
  blocks: readonly string[];
  plotsPerBlock: number;
  /** Plot sizes offered, in sq ft. */
  sizes: readonly number[];
  /** Months before today the project was launched. */
  launchedMonthsAgo: number;
};

export const DEMO_PROJECTS: readonly DemoProject[] = [
  {
    name: 'Green Valley Residency',
    city: 'Ajmer Road, Jaipur',
    registryOffice: 'RJ-JPR',
    totalProjectArea: 653_400,
    roadsArea: 130_680,
    amenities: [
      { name: 'Club House', area: 21_780 },
      { name: "Children's Play Area", area: 8_712 },
      { name: 'Landscaped Garden', area: 26_136 },
      { name: '24x7 Security', area: 0 },
    ],
    baseRate: 14_500,
    blocks: ['A', 'B', 'C'],
    plotsPerBlock: 30,
    sizes: [1_350, 1_500, 1_800, 2_250],
    launchedMonthsAgo: 14,
  },
  {
    name: 'Aravalli Heights',
    city: 'Badi Road, Udaipur',
    registryOffice: 'RJ-UDR',
    totalProjectArea: 435_600,
    roadsArea: 87_120,
    amenities: [
      { name: 'Swimming Pool', area: 10_890 },
      { name: 'Jogging Track', area: 13_068 },
      { name: 'Temple', area: 4_356 },
    ],
    baseRate: 18_000,
    blocks: ['AH'],
    plotsPerBlock: 70,
    sizes: [1_800, 2_400, 3_000],
    launchedMonthsAgo: 10,
  },
  {
    name: 'Shree Krishna Enclave',
    city: 'Pushkar Road, Ajmer',
    registryOffice: 'RJ-AJM',
    totalProjectArea: 326_700,
    roadsArea: 65_340,
    amenities: [
      { name: 'Temple', area: 6_534 },
      { name: 'Community Hall', area: 8_712 },
      { name: 'Rainwater Harvesting', area: 2_178 },
    ],
    baseRate: 9_500,
    blocks: ['SK'],
    plotsPerBlock: 65,
    sizes: [900, 1_000, 1_200, 1_350],
    launchedMonthsAgo: 8,
  },
  {
    name: 'Sunrise Meadows',
    city: 'Pal Road, Jodhpur',
    registryOffice: 'RJ-JDH',
    totalProjectArea: 544_500,
    roadsArea: 108_900,
    amenities: [
      { name: 'Club House', area: 17_424 },
      { name: 'Landscaped Garden', area: 21_780 },
      { name: 'Jogging Track', area: 10_890 },
      { name: 'Solar Street Lights', area: 0 },
    ],
    baseRate: 11_000,
    blocks: ['E', 'W'],
    plotsPerBlock: 40,
    sizes: [1_200, 1_500, 1_800],
    launchedMonthsAgo: 6,
  },
  {
    name: 'Royal Palms Township',
    city: 'Kota Bypass, Kota',
    registryOffice: 'RJ-KOT',
    totalProjectArea: 871_200,
    roadsArea: 174_240,
    amenities: [
      { name: 'Club House', area: 26_136 },
      { name: 'Swimming Pool', area: 13_068 },
      { name: "Children's Play Area", area: 10_890 },
      { name: '24x7 Security', area: 0 },
    ],
    baseRate: 8_000,
    blocks: ['RP'],
    plotsPerBlock: 60,
    sizes: [1_000, 1_200, 1_500, 2_000],
    launchedMonthsAgo: 3,
  },
];

export const PLOT_REMARKS = [
  'Corner plot',
  'Park facing',
  'East facing',
  'On the 60 ft main road',
  'Near the club house',
  'North facing',
] as const;
