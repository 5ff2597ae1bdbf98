/** Names, places and occupations the demo business's people are made from. */
import type { Gender } from '@plotline/domain';
import type { Random } from './random';

export const FIRST_NAMES: Readonly<Record<Exclude<Gender, 'Other'>, readonly string[]>> = {
  Male: [
    'Rajesh',
    'Suresh',
    'Amit',
    'Vikram',
    'Anil',
    'Manoj',
    'Sanjay',
    'Deepak',
    'Rohit',
    'Arjun',
    'Karan',
    'Mahesh',
    'Naveen',
    'Pradeep',
    'Harish',
    'Gaurav',
    'Ashok',
    'Yogesh',
    'Imran',
    'Gurpreet',
  ],
  Female: [
    'Priya',
    'Sunita',
    'Anjali',
    'Neha',
    'Kavita',
    'Pooja',
    'Meena',
    'Rekha',
    'Divya',
    'Shalini',
    'Asha',
    'Nisha',
    'Swati',
    'Lata',
    'Farah',
    'Harpreet',
    'Geeta',
    'Ritu',
    'Sneha',
    'Usha',
  ],
};

export const LAST_NAMES = [
  'Sharma',
  'Verma',
  'Gupta',
  'Agarwal',
  'Jain',
  'Mehta',
  'Singh',
  'Rathore',
  'Shekhawat',
  'Chauhan',
  'Khandelwal',
  'Maheshwari',
  'Saini',
  'Meena',
  'Joshi',
  'Purohit',
  'Bansal',
  'Goyal',
  'Khan',
  'Kapoor',
] as const;

const LOCALITIES = [
  'Malviya Nagar, Jaipur',
  'Vaishali Nagar, Jaipur',
  'Mansarovar, Jaipur',
  'C-Scheme, Jaipur',
  'Raja Park, Jaipur',
  'Civil Lines, Ajmer',
  'Shastri Nagar, Ajmer',
  'Hiran Magri, Udaipur',
  'Sardarpura, Jodhpur',
  'Talwandi, Kota',
  'Shyam Nagar, Jaipur',
  'Pratap Nagar, Udaipur',
] as const;

export const PROFESSIONS = [
  'Government Employee',
  'Businessman',
  'Doctor',
  'Chartered Accountant',
  'Software Engineer',
  'Teacher',
  'Bank Manager',
  'Shop Owner',
  'Advocate',
  'Retired Army Officer',
  'Farmer',
  'Architect',
] as const;

export type DemoPerson = {
  name: string;
  firstName: string;
  lastName: string;
  gender: Exclude<Gender, 'Other'>;
  mobileNumber: string;
  emailId: string;
  profession: string;
  address: string;
};

/** Indian mobile numbers are ten digits starting 6 to 9. */
export function mobileNumber(random: Random): string {
  return `${random.int(6, 9)}${String(random.int(0, 999_999_999)).padStart(9, '0')}`;
}

export function address(random: Random): string {
  return `${random.int(1, 250)}, ${random.pick(LOCALITIES)}`;
}

export function person(random: Random): DemoPerson {
  const gender = random.chance(0.6) ? 'Male' : 'Female';
  const firstName = random.pick(FIRST_NAMES[gender]);
  const lastName = random.pick(LAST_NAMES);
  return {
    name: `${firstName} ${lastName}`,
    firstName,
    lastName,
    gender,
    mobileNumber: mobileNumber(random),
    emailId:
      `${firstName}.${lastName}${random.int(1, 99)}@${random.pick(['gmail.com', 'yahoo.co.in', 'rediffmail.com', 'outlook.com'])}`.toLowerCase(),
    profession: random.pick(PROFESSIONS),
    address: address(random),
  };
}

/** The staff who sell directly and take follow-up calls. */
export const SALES_TEAM = [
  { name: 'Pooja Sharma', email: 'pooja.sharma@plotline.in', designation: 'Sales Manager' },
  { name: 'Rahul Mehta', email: 'rahul.mehta@plotline.in', designation: 'Senior Sales Executive' },
  { name: 'Sneha Rathore', email: 'sneha.rathore@plotline.in', designation: 'Sales Executive' },
  { name: 'Arvind Joshi', email: 'arvind.joshi@plotline.in', designation: 'Site Manager' },
] as const;
