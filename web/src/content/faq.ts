/** The FAQ's six categories (SPEC §2), each with accordion answers and an info modal. */
import {
  AI_ENGINE_SENTENCE,
  AI_USES_PER_DAY,
  INACTIVITY_MINUTES,
  TEMPLATE_AVAILABILITY,
  TEMPLATE_NAMES,
} from './productFacts';

export interface FaqItem {
  question: string;
  answer: string[];
}

export interface FaqCategory {
  id: string;
  title: string;
  info: { title: string; paragraphs: string[] };
  items: FaqItem[];
}

export const FAQ_CATEGORIES: FaqCategory[] = [
  {
    id: 'about',
    title: 'About the product',
    info: {
      title: 'What this product is',
      paragraphs: [
        'A resume builder for job seekers: build a resume with a guided form or upload one you already have, improve it with AI, score it against a job description, write a matching cover letter and download everything as PDF or DOCX.',
        'It is free during the public launch.',
      ],
    },
    items: [
      {
        question: 'Is it free?',
        answer: [
          'Yes, the product is free during its public launch. You need an account so your resumes can be stored privately.',
        ],
      },
      {
        question: 'How often can I use the AI features?',
        answer: [
          `Each account has ${AI_USES_PER_DAY} once its e-mail address is verified (open the link we e-mail you when you register; Settings sends a new one). Enhancing a resume, expanding or summarising text in the editor and generating a cover letter each count as one use. When you reach the limit the app tells you so; the count resets at midnight UTC. Scoring, the resume form, uploads and downloads are not counted.`,
        ],
      },
      {
        question: 'Which AI does the product use?',
        answer: [AI_ENGINE_SENTENCE, 'Every AI answer records which of the two engines produced it.'],
      },
      {
        question: 'Is my resume safe?',
        answer: [
          'Resume content is encrypted at rest with AES-256-GCM and sent over encrypted connections. Your password is stored only as a bcrypt hash, never in readable form.',
          `If you are inactive for ${INACTIVITY_MINUTES} minutes you see a warning with a two-minute countdown, and you are signed out unless you confirm you are still there.`,
        ],
      },
      {
        question: 'Which templates and file formats are available?',
        answer: [
          `Two ATS-safe templates, ${TEMPLATE_NAMES}, and downloads as PDF or DOCX. ${TEMPLATE_AVAILABILITY} You can upload an existing resume as PDF or DOCX.`,
        ],
      },
      {
        question: 'Can I delete a resume?',
        answer: [
          'Yes. Use Delete on the resume card in your dashboard. The resume is removed from your account and from the list cached in your browser.',
        ],
      },
    ],
  },
  {
    id: 'resume',
    title: 'Resume Best Practices',
    info: {
      title: 'The short version',
      paragraphs: [
        'One page if you are entry-level, two at most otherwise. A two-to-three-sentence summary, two to five results-focused bullets per job, and the last three or four positions from the past five to seven years.',
      ],
    },
    items: [
      {
        question: 'How long should my resume be?',
        answer: [
          'One page for students, graduates and anyone with under about five years of relevant experience; two pages when you have more relevant history than fits. Nobody needs three.',
        ],
      },
      {
        question: 'How far back should I go?',
        answer: [
          'Describe your last three or four positions from the past five to seven years in detail. Older jobs can be dropped or listed in a single line each if they are relevant.',
        ],
      },
      {
        question: 'Should I include my GPA?',
        answer: [
          'Only if it is 3.5 or higher (or the local equivalent, such as a First or 2:1) and you graduated in the last few years.',
        ],
      },
      {
        question: 'Do I need a different resume for every job?',
        answer: [
          'Keep about 80% stable and adapt the other 20%: the summary, the order of bullets, and the skills that match the posting. See the tailoring tutorial.',
        ],
      },
    ],
  },
  {
    id: 'cover-letter',
    title: 'Cover Letter Tips',
    info: {
      title: 'Why cover letters still matter',
      paragraphs: [
        'A cover letter is where you connect your experience to this employer and explain anything the resume cannot, such as a career change, a relocation or a gap.',
      ],
    },
    items: [
      {
        question: 'How long should a cover letter be?',
        answer: [
          'Three or four short paragraphs, under one page. The generator offers Short (Concise), Standard Length and Long (Detailed); choose Short unless the posting asks for detail.',
        ],
      },
      {
        question: 'What should the focus areas be?',
        answer: [
          'Two or three things the employer asked for that you can prove, for example "customer escalations, shift scheduling". The generator builds its paragraphs around them.',
        ],
      },
      {
        question: 'Can I send the generated letter as it is?',
        answer: [
          'Read it first. Add the hiring manager’s name if you know it, check every claim against your resume, and cut anything that does not sound like you.',
        ],
      },
    ],
  },
  {
    id: 'job-search',
    title: 'Job Search Strategies',
    info: {
      title: 'Apply with focus',
      paragraphs: [
        'Ten well-matched applications usually beat fifty generic ones. Score each posting before you apply and fix the biggest gap first.',
      ],
    },
    items: [
      {
        question: 'How do I know whether I am a good match?',
        answer: [
          'Paste the job description next to your resume on the dashboard and score it. If the keyword match is low, check whether you have that experience but described it differently.',
        ],
      },
      {
        question: 'Where should I look besides job boards?',
        answer: [
          'Company career pages, university career services, professional associations, alumni networks and people you have worked with. Many roles are filled through referrals.',
        ],
      },
      {
        question: 'How should I track my applications?',
        answer: [
          'A simple spreadsheet with company, role, date, the resume version you sent and the next follow-up date is enough. Name each resume file so you know which version went where.',
        ],
      },
    ],
  },
  {
    id: 'interview',
    title: 'Interview Preparation',
    info: {
      title: 'Prepare stories, not scripts',
      paragraphs: [
        'Prepare five or six short stories from your resume (a problem, what you did, the result) and you can answer most behavioural questions.',
      ],
    },
    items: [
      {
        question: 'How do I answer "Tell me about yourself"?',
        answer: [
          'Use your resume summary as the outline: who you are now, one or two achievements that matter for this role, and why you want this job. Keep it under two minutes.',
        ],
      },
      {
        question: 'How should I explain a gap or a career change?',
        answer: [
          'In one or two factual sentences, then move to what you did and what you are ready to do now. The gap explanation tutorial has sample wording.',
        ],
      },
      {
        question: 'What should I ask the interviewer?',
        answer: [
          'Ask what success looks like after six months, what the team is working on, and how the role is measured. Avoid questions the job posting already answers.',
        ],
      },
    ],
  },
  {
    id: 'post-interview',
    title: 'Post-Interview',
    info: {
      title: 'After the interview',
      paragraphs: [
        'Send a short thank-you within a day, note what you were asked, and update your resume with any achievement you realised you had left out.',
      ],
    },
    items: [
      {
        question: 'Should I send a thank-you message?',
        answer: [
          'Yes, within 24 hours: thank them, mention one specific point from the conversation and restate your interest in one sentence.',
        ],
      },
      {
        question: 'When should I follow up?',
        answer: [
          'If they gave a date, wait until one or two working days after it. If not, a polite check-in after about a week is reasonable.',
        ],
      },
      {
        question: 'What if I am rejected?',
        answer: [
          'Ask briefly whether they can share feedback, thank them either way, and keep the contact. Roles reopen and interviewers remember courteous candidates.',
        ],
      },
    ],
  },
];
