import type { Designation } from '@attendance/domain';

/**
 * The fixed part of the demo campus. docs/operations.md lists the sign-ins below; keep the two in step.
 * Everything else (students' names, phones, attendance) is drawn from a seeded generator.
 */
export interface DemoStaff {
  staffName: string;
  designation: Designation;
  email: string;
  idCardNumber: string;
  phone: string;
}

export interface DemoSubject {
  code: string;
  name: string;
  elective?: boolean;
  /** Common to every department: stored with department 'all', owned by the batch's department. */
  common?: boolean;
}

export interface DemoBatch {
  /** 'CSE2024-2028': the department code in front of the years, as Add Student makes it. */
  batch: string;
  /** Register numbers are this prefix and a 3-digit serial: '24CSE001'. */
  registerPrefix: string;
  year: number;
  semester: number;
  subjects: DemoSubject[];
}

export interface DemoDepartment {
  code: string;
  staff: DemoStaff[];
  batches: DemoBatch[];
}

export const DEMO_STUDENTS_PER_BATCH = 30;
export const DEMO_ATTENDANCE_WEEKDAYS = 15;
export const DEMO_PERIODS_PER_DAY = 6;

/** Admin, HOD and three Subject_Staff: admin.cse@demo.college with ID card DEMO-CSE-ADMIN, … */
function staffOf(
  code: string,
  phoneBase: number,
  names: [string, string, string, string, string],
): DemoStaff[] {
  const lower = code.toLowerCase();
  const roles: [Designation, string][] = [
    ['Admin', 'admin'],
    ['HOD', 'hod'],
    ['Subject_Staff', 'staff1'],
    ['Subject_Staff', 'staff2'],
    ['Subject_Staff', 'staff3'],
  ];
  return roles.map(([designation, role], index) => ({
    staffName: names[index] as string,
    designation,
    email: `${role}.${lower}@demo.college`,
    idCardNumber: `DEMO-${code}-${role.toUpperCase()}`,
    phone: String(phoneBase + index),
  }));
}

const ENVIRONMENTAL = { code: 'GE3451', name: 'Environmental Sciences and Sustainability' };
const ENGLISH = { code: 'HS3251', name: 'Professional English II' };
const STATISTICS = { code: 'MA3251', name: 'Statistics and Numerical Methods' };

export const DEMO_DEPARTMENTS: DemoDepartment[] = [
  {
    code: 'CSE',
    staff: staffOf('CSE', 9840011200, [
      'Kavitha Ramesh',
      'Dr. Senthil Kumar',
      'Priya Venkatesh',
      'Arun Prakash',
      'Meena Sundaram',
    ]),
    batches: [
      {
        batch: 'CSE2024-2028',
        registerPrefix: '24CSE',
        year: 2,
        semester: 4,
        subjects: [
          { code: 'CS3401', name: 'Algorithms' },
          { code: 'CS3451', name: 'Introduction to Operating Systems' },
          { code: 'CS3452', name: 'Theory of Computation' },
          { code: 'CS3492', name: 'Database Management Systems' },
          { code: 'CCS334', name: 'Big Data Analytics', elective: true },
          { ...ENVIRONMENTAL, common: true },
        ],
      },
      {
        batch: 'CSE2025-2029',
        registerPrefix: '25CSE',
        year: 1,
        semester: 2,
        subjects: [
          STATISTICS,
          { code: 'CS3251', name: 'Programming in C' },
          { code: 'PH3256', name: 'Physics for Information Science' },
          { code: 'OCS251', name: 'Web Design Fundamentals', elective: true },
          { ...ENGLISH, common: true },
        ],
      },
    ],
  },
  {
    code: 'ECE',
    staff: staffOf('ECE', 9840022300, [
      'Lakshmi Narayanan',
      'Dr. Revathi Balaji',
      'Karthik Raja',
      'Deepa Anand',
      'Suresh Babu',
    ]),
    batches: [
      {
        batch: 'ECE2024-2028',
        registerPrefix: '24ECE',
        year: 2,
        semester: 4,
        subjects: [
          { code: 'EC3401', name: 'Networks and Security' },
          { code: 'EC3451', name: 'Linear Integrated Circuits' },
          { code: 'EC3452', name: 'Electromagnetic Fields' },
          { code: 'EC3491', name: 'Communication Systems' },
          { code: 'CEC333', name: 'Advanced Wireless Communication', elective: true },
          { ...ENVIRONMENTAL, common: true },
        ],
      },
      {
        batch: 'ECE2025-2029',
        registerPrefix: '25ECE',
        year: 1,
        semester: 2,
        subjects: [
          STATISTICS,
          { code: 'EC3251', name: 'Circuit Analysis' },
          { code: 'PH3254', name: 'Physics for Electronics Engineering' },
          { code: 'OEC251', name: 'Introduction to the Internet of Things', elective: true },
          { ...ENGLISH, common: true },
        ],
      },
    ],
  },
  {
    code: 'MECH',
    staff: staffOf('MECH', 9840033400, [
      'Ganesh Murugan',
      'Dr. Rajendran Pillai',
      'Vignesh Kannan',
      'Anitha Selvam',
      'Mohammed Irfan',
    ]),
    batches: [
      {
        batch: 'MECH2024-2028',
        registerPrefix: '24MECH',
        year: 2,
        semester: 4,
        subjects: [
          { code: 'ME3491', name: 'Theory of Machines' },
          { code: 'ME3492', name: 'Hydraulics and Pneumatics' },
          { code: 'ME3493', name: 'Manufacturing Technology' },
          { code: 'CE3491', name: 'Strength of Materials' },
          { code: 'CME345', name: 'Additive Manufacturing', elective: true },
          { ...ENVIRONMENTAL, common: true },
        ],
      },
      {
        batch: 'MECH2025-2029',
        registerPrefix: '25MECH',
        year: 1,
        semester: 2,
        subjects: [
          STATISTICS,
          { code: 'PH3251', name: 'Materials Science' },
          { code: 'BE3251', name: 'Basic Electrical and Electronics Engineering' },
          { code: 'OME251', name: 'Industrial Safety', elective: true },
          { ...ENGLISH, common: true },
        ],
      },
    ],
  },
];

// prettier-ignore
export const MALE_NAMES = [
  'Aakash', 'Abdul Rahman', 'Adithya', 'Ajay', 'Arjun', 'Aravind', 'Balaji', 'Bharath', 'Dinesh',
  'Gokul', 'Hari Prasad', 'Harish', 'Jayakumar', 'Kamal', 'Karthikeyan', 'Manoj', 'Mohan',
  'Naveen', 'Nithish', 'Pradeep', 'Pranav', 'Rahul', 'Rajesh', 'Sanjay', 'Santhosh', 'Saravanan',
  'Siddharth', 'Surya', 'Tharun', 'Varun', 'Vijay', 'Vishnu', 'Yogesh', 'Joseph', 'Imran',
];

// prettier-ignore
export const FEMALE_NAMES = [
  'Aishwarya', 'Anjali', 'Anusha', 'Bhavana', 'Deepika', 'Divya', 'Gayathri', 'Harini', 'Janani',
  'Kavya', 'Keerthana', 'Lavanya', 'Madhumitha', 'Nandhini', 'Nivetha', 'Pavithra', 'Preethi',
  'Ramya', 'Sandhya', 'Shalini', 'Sneha', 'Sowmya', 'Swathi', 'Varsha', 'Yamini', 'Fathima',
  'Mary Jenifer', 'Dharshini', 'Kiruthika', 'Monisha',
];

/**
 * Students whose names were typed in their own script (issue 53): every sixth of a batch, so
 * each class shows them beside the Latin ones on its screens, workbooks and PDFs.
 */
export const SCRIPT_NAME_EVERY = 6;
// prettier-ignore
export const SCRIPT_NAMES = [
  'பிரியா வெங்கடேசன்', 'प्रिया शर्मा', 'శ్రీనివాస్ రెడ్డి', 'ಪ್ರಿಯಾ ಕೃಷ್ಣಮೂರ್ತಿ',
  'ശ്രീലക്ഷ്മി നായർ', 'সৌমিত্র চট্টোপাধ্যায়', 'પ્રિયંકા પટેલ', 'ਹਰਪ੍ਰੀਤ ਸਿੰਘ',
  'ପ୍ରିୟଙ୍କା ମହାପାତ୍ର', 'Śrīnivās Rāghavan',
];

/** Initials as Tamil Nadu records write them after the name: 'Divya R'. */
export const INITIALS = ['A', 'B', 'G', 'J', 'K', 'M', 'N', 'P', 'R', 'S', 'T', 'V'];

export const INACTIVE_REASONS = [
  'Discontinued the course',
  'Transferred to another college',
  'Long absence without leave',
];
